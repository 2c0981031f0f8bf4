-- What bench/support/native-load.ts asks of wrk: a POST body read from the file named by
-- WRK_BODY_FILE (when set; a GET otherwise), and one JSON line of figures at the end, latency in
-- microseconds. Headers come from wrk's own -H options.
local body_file = os.getenv("WRK_BODY_FILE")
if body_file ~= nil and body_file ~= "" then
  local file = assert(io.open(body_file, "rb"))
  wrk.method = "POST"
  wrk.body = file:read("*a")
  file:close()
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationMicros":%d,"p50":%d,"p99":%d,"non2xx":%d,"socketErrors":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    errors.status, errors.connect + errors.read + errors.write + errors.timeout))
end
