const count = new Intl.NumberFormat('en-GB')
/** "2,418" */
export const formatCount = (value: number) => count.format(value)
