/** Marks an optional field; required ones stay unmarked because most fields are required. */
function OptionalMark() {
  return <span className="font-normal text-muted-foreground">(optional)</span>
}

export { OptionalMark }
