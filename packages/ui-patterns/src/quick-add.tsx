import { Button } from '@app/ui/components/button'
import { Input } from '@app/ui/components/input'
import { Label } from '@app/ui/components/label'
import { Plus } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'

type QuickAddFormProps = {
  /** The field's label, e.g. "New task". */
  label: string
  onAdd: (title: string) => void
  onClose: () => void
  maxLength?: number
}

/**
 * Whether a quick-add form is open, and the props of the button that opens it. Closing it (Cancel, Escape) puts
 * focus back on that button: the form's controls are gone, and focus must not fall to the top of the page.
 */
export function useQuickAdd() {
  const [adding, setAdding] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  return {
    adding,
    openerProps: { ref: opener, 'aria-expanded': adding, onClick: () => setAdding(true) },
    close: () => {
      setAdding(false)
      opener.current?.focus()
    },
  }
}

type QuickAddButtonProps = ReturnType<typeof useQuickAdd>['openerProps'] & {
  /** What the button says, e.g. "Add New Task". */
  label: string
}

/**
 * The button that opens a quick-add form, given `useQuickAdd()`'s `openerProps`. Icon-only on phones (its label
 * still read by screen readers), so the card's title and description keep the card's width.
 */
export function QuickAddButton({ label, ...openerProps }: QuickAddButtonProps) {
  return (
    <Button variant="outline" size="sm" className="max-sm:size-9 max-sm:px-0" {...openerProps}>
      <Plus aria-hidden="true" />
      <span className="max-sm:sr-only">{label}</span>
    </Button>
  )
}

/** A one-field form that adds an item to a list for this session (Add New Task, Add Milestone). */
export function QuickAddForm({ label, onAdd, onClose, maxLength = 120 }: QuickAddFormProps) {
  const [title, setTitle] = useState('')
  const [error, setError] = useState<string | null>(null)
  // The titles added while the form is open: the last one is said in a status.
  const [added, setAdded] = useState<string[]>([])
  const id = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed = title.trim()
    if (!trimmed) {
      setError(`Please enter a ${label.toLowerCase()}`)
      return
    }
    onAdd(trimmed)
    setAdded((titles) => [...titles, trimmed])
    setTitle('')
    setError(null)
  }

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        onClose()
      }}
      className="flex flex-col gap-2 rounded-xl border border-border bg-muted/40 p-3"
    >
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          // Opened by the visitor's own click on Add, so moving focus into the new field is expected.
          autoFocus
          value={title}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setTitle(event.target.value)}
          className="min-w-0 flex-1 basis-48"
        />
        <Button type="submit">Add</Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
      {/*
        The item joins its list out of sight of the field, which keeps focus for the next one: a screen reader
        is told it was added. The status is there, empty, from the form's opening, so its first message is
        heard; each message is a new node (keyed by count), so adding the same title twice is heard twice.
      */}
      <p role="status" className="sr-only">
        {added.length > 0 ? <span key={added.length}>Added “{added.at(-1)}”</span> : null}
      </p>
    </form>
  )
}
