vcl 4.1;
# Varnish between Caddy and the app (README, "A cache in front"): Caddy → Varnish → Node.
# It keeps public pages and the public API for the minute the app allows (s-maxage), serves them
# for a day more when the app is down (grace), passes everything private, and drops what the app
# names after a change (PURGE with an xkey-purge header, accepted on the purge socket only).
# Debian: apt-get install varnish varnish-modules. Started with two listen addresses:
#   varnishd -a 127.0.0.1:6081 -a purge=127.0.0.1:6091 -f /etc/varnish/masala-haus.vcl
# The app's env file then says PURGE_URL=http://127.0.0.1:6091/ and Caddy proxies to 6081.

import std;
import xkey;

backend app {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    # Sick after 2 failed checks of 3, so a stopped app is noticed within seconds.
    .probe = {
        .url = "/healthz";
        .interval = 2s;
        .timeout = 1s;
        .window = 3;
        .threshold = 2;
        # Healthy from the start: the app is normally up when Varnish starts.
        .initial = 2;
    }
}

sub vcl_recv {
    if (req.method == "PURGE") {
        # Only the app, on the socket Caddy never forwards to.
        if (local.socket != "purge") {
            return (synth(405, "Method Not Allowed"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "xkey-purge header required"));
        }
        return (synth(200, "Purged " + xkey.purge(req.http.xkey-purge)));
    }
    if (local.socket == "purge") {
        return (synth(405, "Method Not Allowed"));
    }

    # Varnish appended Caddy's address; the app reads the client's, the last entry Caddy wrote.
    set req.http.X-Forwarded-For = regsub(req.http.X-Forwarded-For, ",\s*[^,]*$", "");

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Anything with a token, the admin, and the API but its public answers: never kept.
    if (req.http.Authorization || req.url ~ "^/admin" ||
        (req.url ~ "^/api/" && req.url !~ "^/api/(public/|menu-images(\?|$))")) {
        return (pass);
    }
    # The language choice is the only cookie; without ?lang= the answer depends on it, and the
    # app marks it private. Remembered here, for an outage (vcl_deliver).
    if (req.http.Cookie ~ "(^|;\s*)lang=" && req.url !~ "[?&]lang=") {
        set req.http.X-Chosen-Lang = regsub(req.http.Cookie, "^(.*;\s*)?lang=(de|en)?.*$", "\2");
        return (pass);
    }
    unset req.http.Cookie;
    # While the app is up, a page past its minute is served at most a minute more while fetched
    # again; while it is down, for as long as the object's grace.
    if (std.healthy(req.backend_hint)) {
        set req.grace = 60s;
    }
    return (hash);
}

sub vcl_backend_response {
    # A day of grace: the site stays up for guests while the app is not (stale-if-error).
    set beresp.grace = 24h;
    # xkey reads the tags from this header; Surrogate-Key is what the app writes.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
}

sub vcl_deliver {
    # A visitor who chose a language gets the kept page of that language when the app is down.
    if (resp.status >= 500 && req.restarts == 0 && req.http.X-Chosen-Lang ~ "^(de|en)$") {
        if (req.url ~ "\?") {
            set req.url = req.url + "&lang=" + req.http.X-Chosen-Lang;
        } else {
            set req.url = req.url + "?lang=" + req.http.X-Chosen-Lang;
        }
        unset req.http.X-Chosen-Lang;
        return (restart);
    }
    unset resp.http.xkey;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
