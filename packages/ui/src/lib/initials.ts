/**
 * A name's initials, as an avatar or a portrait box shows them until there is a picture: "Alex Morgan" → "AM",
 * "Smith & Jones Robotics" → "SJ" (an ampersand joins words, it starts none), at most `max` letters.
 */
export function initials(name: string, max = 2): string {
  return name
    .split(/[\s&]+/)
    .filter(Boolean)
    .slice(0, max)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}
