// Registers every Tamil catalogue: the storefront's (each feature's `*.ta.ts` beside its `messages.ts`)
// and the domain's. The server renderer imports this file; the browser loads it as one chunk when the page
// is in Tamil (load-translations.ts).
import { addTranslations, type NamespaceTranslation } from '@pataka/domain/i18n';
import { DOMAIN_TAMIL } from '@pataka/domain/ta/index';

const modules = import.meta.glob<NamespaceTranslation>('../**/*.ta.ts', { eager: true, import: 'default' });

addTranslations('ta', [...DOMAIN_TAMIL, ...Object.values(modules)]);
