/** Deepest nesting of arrays and objects a JSON body may have; real bodies need three or four. */
export const maxJsonDepth = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, read from the raw text in one
 * pass, before anything parses or walks it recursively: ten thousand `[` would otherwise reach
 * the parser, the validators and PostgreSQL's jsonb (which gives up with a stack-depth error).
 * Brackets inside strings do not count; malformed text is left for the parser to refuse.
 */
export const jsonNestsDeeperThan = (text: string, max: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character, a quote included.
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
};
