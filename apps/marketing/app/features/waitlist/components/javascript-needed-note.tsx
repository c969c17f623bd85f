/**
 * Shown only without JavaScript, where a waitlist form cannot be sent: at the top of the form, so a visitor
 * learns it before filling it in, and on the long survey under the submit button too, where nothing happens on a
 * press and the top is screens away.
 */
function JavaScriptNeededNote() {
  return (
    <noscript>
      <p
        role="note"
        className="rounded-xl border border-warning/30 bg-warning-soft px-4 py-3 text-foreground text-sm"
      >
        JavaScript is needed to join the waitlist. Please turn it on in your browser and reload this page.
      </p>
    </noscript>
  )
}

export { JavaScriptNeededNote }
