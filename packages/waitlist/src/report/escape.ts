const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text for HTML and SVG content and attribute values (answers are free text from a public form). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char)

/**
 * Text for a Markdown table cell or line: no line breaks, and Markdown and inline-HTML characters escaped,
 * so a respondent's answer shows as typed and cannot add links, markup or table columns.
 */
export const escapeMarkdown = (text: string) =>
  text.replace(/\s+/g, ' ').replace(/[\\`*_[\]<>|]/g, (char) => `\\${char}`)
