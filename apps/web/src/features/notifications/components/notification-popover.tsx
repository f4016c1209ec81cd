import { NOTIFICATION_PANEL_WIDTH_PX } from '@careledger/shared';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { BellButton } from './bell-button';
import { NotificationPanel } from './notification-panel';

const PANEL_WIDTH = `min(${NOTIFICATION_PANEL_WIDTH_PX}px, calc(100vw - 1rem))`;

/** Mounted on the first press of the bell, so it starts open. */
export default function NotificationPopover({ count }: { count: number }) {
  const [isOpen, setIsOpen] = useState(true);
  const titleId = useId();
  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger asChild>
        <BellButton count={count} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          data-testid="notification-panel"
          aria-labelledby={titleId}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          style={{ width: PANEL_WIDTH }}
          className="z-40 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <NotificationPanel titleId={titleId} onNavigate={() => setIsOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
