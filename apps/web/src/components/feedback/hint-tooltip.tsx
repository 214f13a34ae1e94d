import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, useState, type ReactElement } from 'react';

/** Tooltip timing (product rule "Tooltips"): shown 700 ms after hovering or focusing; within 300 ms of another tooltip
 * closing, the next one shows at once (moving along a row of icons does not wait each time). */
export const TOOLTIP_DELAYS = { delayMs: 700, skipDelayMs: 300 } as const;

// Shared by every tooltip on the page, like one provider: when the last one closed.
let lastClosedAt = Number.NEGATIVE_INFINITY;

export function HintTooltip({ title, children }: { title: string; children: ReactElement }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = () => {
    window.clearTimeout(timer.current);
    if (Date.now() - lastClosedAt < TOOLTIP_DELAYS.skipDelayMs) setOpen(true);
    else timer.current = window.setTimeout(() => setOpen(true), TOOLTIP_DELAYS.delayMs);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };

  return (
    <Tooltip
      title={title}
      open={open}
      onOpen={show}
      onClose={hide}
      enterDelay={0}
      enterNextDelay={0}
      leaveDelay={0}
      disableInteractive
      describeChild
    >
      {children}
    </Tooltip>
  );
}
