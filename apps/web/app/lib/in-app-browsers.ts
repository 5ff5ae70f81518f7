/**
 * In-app browsers (webviews) the app escapes from (SPEC §2, DESIGN §5), and the traffic source
 * each one stands for. Shared by the server-side escape and the inline script of near-static pages.
 */
export const IN_APP_BROWSERS: { pattern: RegExp; source: string }[] = [
  { pattern: /Instagram/i, source: "instagram" },
  { pattern: /FBAN|FBAV|FB_IAB|FB4A|FBIOS/, source: "facebook" },
  { pattern: /TikTok|musical_ly|BytedanceWebview|trill_/i, source: "tiktok" },
  { pattern: /\bLine\//, source: "line" },
  { pattern: /Snapchat/i, source: "snapchat" },
  { pattern: /Twitter/i, source: "twitter" },
];
