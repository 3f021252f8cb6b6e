// Where the published crisis protocol lives, and its list of crisis lines.
export const SAFETY_PATH = '/safety';
export const CRISIS_LINES_ID = 'crisis-lines';
export const CRISIS_LINES_PATH = `${SAFETY_PATH}#${CRISIS_LINES_ID}`;

// The short form of the minors notice (the companion-chatbot laws ask for one), shown where
// a person gives their age and on About; /safety says it at length.
export const MINORS_NOTICE =
  'The companion may not be suitable for some minors. If you are under 18, please talk with a parent or another adult you trust about using it.';
