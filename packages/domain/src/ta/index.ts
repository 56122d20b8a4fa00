// The domain's Tamil catalogues: one file per English catalogue (defineMessages) in packages/domain/src.
import type { NamespaceTranslation } from '../i18n.ts';
import messages from './messages.ta.ts';

export const DOMAIN_TAMIL: readonly NamespaceTranslation[] = [messages];
