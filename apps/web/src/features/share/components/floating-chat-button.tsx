import type { CSSProperties } from 'react';
import {
  chatGreetingMessage,
  whatsappLink,
  WHATSAPP_COPY,
  type ShopperMessageTemplates,
} from '@pataka/domain/whatsapp';
import { WhatsAppIcon } from '../../../components/ui/icons.tsx';
import { FLASH_NEWS_HEIGHT, followFlashNewsHeight } from '../../../lib/flash-news-height.ts';

export type FloatingChatButtonProps = {
  whatsappNumber: string;
  shopName: string;
  templates?: ShopperMessageTemplates;
  /**
   * Lifted clear of a page's own sticky bottom bar (Quick Buy's totals and 'Add all to Cart'), and moved
   * to the left there: Quick Buy's right-hand column is the quantity boxes, which it must not cover.
   */
  raised?: boolean;
};

/**
 * Room kept under the button: the flash-news bar's height, the phone's home-indicator inset and, when
 * `raised`, the Quick Buy bar (about 7 rem tall on a 375 px phone).
 */
const bottom = (raised: boolean): CSSProperties => ({
  bottom: `calc(${FLASH_NEWS_HEIGHT} + env(safe-area-inset-bottom, 0px) + ${raised ? '8.5rem' : '1rem'})`,
});

/**
 * The chat button on every page (issue 15): a plain link to the shop's WhatsApp with the shop's opening
 * line, fixed bottom-right so it shifts nothing. Under the header's menus, toasts and the legal notice
 * (z-30 < z-40 … z-60); the same markup on the server and the client, since it reads only shop data.
 */
export function FloatingChatButton({
  whatsappNumber,
  shopName,
  templates,
  raised = false,
}: FloatingChatButtonProps) {
  return (
    <a
      ref={followFlashNewsHeight}
      href={whatsappLink(whatsappNumber, chatGreetingMessage(shopName, templates))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={WHATSAPP_COPY.chatWithUs}
      title={WHATSAPP_COPY.chatWithUs}
      className={`fixed ${raised ? 'left-4' : 'right-4'} z-30 flex size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg transition-colors hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500 print:hidden`}
      style={bottom(raised)}
      data-testid="floating-chat"
    >
      <WhatsAppIcon className="size-8" />
    </a>
  );
}
