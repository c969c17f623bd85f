/** Button colours for calls to action on the brand gradient (combine with `buttonVariants` through `cn`). */
export const onGradientPrimary = 'bg-white text-accent-800 shadow-lg hover:bg-accent-50 active:bg-accent-100'
export const onGradientGhost = 'text-white hover:bg-white/15'
