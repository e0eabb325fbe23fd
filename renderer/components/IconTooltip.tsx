import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement } from 'react';

const TOOLTIP_OFFSET_PX = 4;

/** Names an icon-only control for sighted pointer users too; the delays come from the app's provider. */
export function IconTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="tooltip" sideOffset={TOOLTIP_OFFSET_PX}>
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
