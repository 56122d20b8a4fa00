import { ImportWizard } from '../../features/import/components/import-wizard.tsx';

export function Component() {
  return <ImportWizard />;
}
