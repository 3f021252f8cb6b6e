// The product name shown before the server's appInfo is known (document titles, splash).
export const APP_NAME = 'Ask Seek Knock';
