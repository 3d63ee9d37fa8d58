export { BoardSideGrid, type BoardSideGridProps } from "./board-side-grid";
