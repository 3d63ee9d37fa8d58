import { domAnimation } from "framer-motion";

// Motion's animation features, fetched by TableMotion once a table is on screen: the room's
// first load then carries only the slim `m` components, and what they animate starts moving
// when this arrives, a moment after the page can be used.
export default domAnimation;
