// Logs, request ids and Prometheus metrics for the apps' route handlers and instrumentation.
export { timeAction } from "./action-timing";
export { logger, setServiceName } from "./logger";
export { handleMetricsRequest } from "./metrics-endpoint";
export { REQUEST_ID_HEADER, requestIdFrom } from "./request-id";
