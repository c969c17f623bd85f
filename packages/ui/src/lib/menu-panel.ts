/**
 * The phone menu both headers open (a native popover under the 64 px bar): the window's full width, and no
 * taller than the window below the bar, scrolling within itself, so at 400 % zoom its last entry can still be
 * reached. The page below the bar is dimmed while it is open (its `::backdrop`, which starts under the bar, so
 * the bar and its close button stay as they are); a tap there still closes it. Each header adds its own
 * background and padding, and hides the panel from the width at which its links fit in the bar (`md:hidden` on
 * the site, `lg:hidden` in the previews), with the toggle.
 */
export const menuPanelClass =
  'inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto overscroll-contain border-0 border-border border-t text-foreground shadow-card backdrop:top-16 backdrop:bg-foreground/20'
