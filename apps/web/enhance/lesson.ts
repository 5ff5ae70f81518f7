/**
 * The script of a library lesson page (`/my-library/courses/{transactionId}/lessons/{lessonId}`,
 * DESIGN §4 "Learning"): its YouTube or Vimeo video plays in place on a click. Everything else on
 * the page is forms and links that work without it.
 */
import { enableLiteEmbeds } from "./lib/lite-embed";

enableLiteEmbeds();
