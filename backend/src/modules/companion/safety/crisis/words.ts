/**
 * A pattern for whole words of normalised text: it neither starts nor ends inside a
 * word (\b does not hold around apostrophes or letters outside ASCII).
 */
export function word(source: string, flags = 'gu'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}'])(?:${source})(?![\\p{L}\\p{N}])`, flags);
}
