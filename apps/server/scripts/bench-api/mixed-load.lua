-- wrk's mixed load for `BENCH_ONLY=nginx` (bench-api/nginx.ts): public GETs, signed-in GETs and a
-- write, in turn on every connection. Arguments after `--`: the session cookie and the Origin
-- (PUBLIC_URL) that a write must come from.
local requests = {}
local next = 0

function init(args)
  local signedIn = { Cookie = args[1] }
  local write = { Cookie = args[1], Origin = args[2], ["Content-Type"] = "application/json" }
  requests = {
    wrk.format("GET", "/api/events"),
    wrk.format("GET", "/api/reviews"),
    wrk.format("GET", "/api/me", signedIn),
    wrk.format("GET", "/api/events"),
    wrk.format("GET", "/api/me/profile", signedIn),
    wrk.format("GET", "/api/reviews?sort=rating"),
    wrk.format("GET", "/api/files", signedIn),
    wrk.format("PATCH", "/api/me/profile", write, '{"firstName":"Bench","lastName":"Admin","jobTitle":"Load"}'),
  }
end

function request()
  next = next % #requests + 1
  return requests[next]
end
