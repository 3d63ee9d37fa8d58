import { domMin } from "framer-motion";

// Motion's animation features, a chunk of their own that TableMotion fetches as a table's code
// loads: the room's first scripts then carry only the slim `m` components. `domMin` is the
// animations and exits alone: no table animates on hover, press, focus or scrolling into view,
// so `domAnimation`'s gesture features would be code that never runs.
export default domMin;
