vcl 4.1;

# Varnish in front of the Webku servers: keeps the public pages as long as their Cache-Control's
# s-maxage says (a day with CDN_PROVIDER=varnish) and drops a site's pages when Webku sends a BAN naming
# its tag (X-Ban-Tag: site-<company id>) or a host (X-Ban-Host). Answers that are private or no-store
# (the admin, the API's personal calls, sign-in, forms after sending) are never kept.

import std;

backend webku {
    .host = "127.0.0.1";
    .port = "3000";
}

# Who may ban: the Webku servers (set VARNISH_URLS on them to this node's address).
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "BAN") {
        if (!client.ip ~ purgers) {
            return (synth(405, "Not allowed"));
        }
        if (req.http.X-Ban-Tag ~ "^[A-Za-z0-9.-]+$") {
            ban("obj.http.Cache-Tag ~ (^|,)" + req.http.X-Ban-Tag + "(,|$)");
            return (synth(200, "Banned"));
        }
        if (req.http.X-Ban-Host ~ "^[A-Za-z0-9.-]+$") {
            ban("obj.http.X-Webku-Host == " + std.tolower(req.http.X-Ban-Host));
            return (synth(200, "Banned"));
        }
        return (synth(400, "Name a tag or a host"));
    }
    # Signed-in calls carry a bearer token: straight to Webku.
    if (req.http.Authorization) {
        return (pass);
    }
    # A visitor's cookies never split or skip the pages' cache; the API's sign-in keeps its own.
    if (req.url !~ "^/api/") {
        unset req.http.Cookie;
    }
}

sub vcl_backend_response {
    # Remembered for bans by host; never sent on to the visitor.
    set beresp.http.X-Webku-Host = std.tolower(bereq.http.Host);
}

sub vcl_deliver {
    unset resp.http.X-Webku-Host;
    unset resp.http.Surrogate-Key;
    unset resp.http.CDN-Tag;
    unset resp.http.Cache-Tag;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
