// Shared look of every text-like form control (input, textarea, native select), so they line up in a form.
export const fieldControlClassName = [
  'w-full min-w-0 rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs md:text-sm',
  'transition-[border-color,box-shadow] duration-150 placeholder:text-muted-foreground',
  'hover:border-accent-500',
  // Focus: the one ring every control draws (theme.css), which contrast themes keep too; the border tints as well.
  'focus-visible:border-accent-600',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
  'aria-invalid:border-danger',
].join(' ')
