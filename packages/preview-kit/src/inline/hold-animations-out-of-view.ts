/**
 * A one-off CSS animation runs from the moment its element is styled, seen or not, and one that is not
 * compositor-only (the score ring's stroke) makes the browser restyle and repaint its element at every step:
 * on a phone about half a second of main-thread work for a ring below the first screen nobody sees move. So
 * each one whose element is out of view is paused where it is, and plays on when its element comes into view:
 * the visitor still sees it run from (nearly) the start. Endless animations (a typing indicator) are left alone.
 * Part of the head script (./head-script.ts), which calls it once the page has painted.
 */
export function holdAnimationsOutOfView(): void {
  // Browsers without the Web Animations or IntersectionObserver API simply run them all.
  if (!('getAnimations' in document) || !('IntersectionObserver' in window)) return
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer.unobserve(entry.target)
      for (const animation of entry.target.getAnimations()) animation.play()
    }
  })
  for (const animation of document.getAnimations()) {
    const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null
    if (!target || animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity)
      continue
    const box = target.getBoundingClientRect()
    if (box.bottom > 0 && box.top < innerHeight) continue
    animation.pause()
    observer.observe(target)
  }
}
