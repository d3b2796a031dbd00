// Line breaks for the overlay's long labels (a refusal is a sentence), by
// character count: Pixi's own word wrap measures the text piece by piece,
// several ms for each new sentence, and a refusal that names a number (the
// AP a far square needs) is a new sentence on almost every pointer move
// (issue 16 hover tail). Counting characters places the breaks a little
// differently than measuring would, not visibly worse.

/** `text` with a newline at a space before each line would pass `maxChars`; a word longer than that stays whole. */
export function wrapLabel(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}
