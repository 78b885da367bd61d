#!/usr/bin/env python3
"""A small HTTP server for the remote-tour tests (Tests/TourKitTests).

usage: Integration/feed-server.py FOLDER

Serves FOLDER's files at /NAME on 127.0.0.1, on a free port it prints as
its first line, with an ETag (the SHA-256 of the bytes) and 304 Not
Modified for a matching If-None-Match, as a CDN does. Query parameters
make it misbehave, for the failures a feed must survive:

  ?status=500      answer with that status and a short body
  ?delay=SECONDS   wait before answering (a slow server, past a timeout)
  ?truncate=N      promise the whole body, send N bytes, close the connection

A file NAME.mode beside NAME holds the same parameters (`status=500`), so
one URL can start misbehaving between two requests, as a real server does.

It stops when its standard input closes, so a test that dies takes it along.
"""
import hashlib
import http.server
import os
import sys
import threading
import time
import urllib.parse

FOLDER = sys.argv[1]


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        url = urllib.parse.urlparse(self.path)
        query = urllib.parse.parse_qs(url.query)
        mode = os.path.join(FOLDER, os.path.basename(url.path) + ".mode")
        if os.path.exists(mode):
            with open(mode) as file:
                query.update(urllib.parse.parse_qs(file.read().strip()))
        if "delay" in query:
            time.sleep(float(query["delay"][0]))
        if "status" in query:
            body = b"server error\n"
            self.send_response(int(query["status"][0]))
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        path = os.path.join(FOLDER, os.path.basename(url.path))
        try:
            with open(path, "rb") as file:
                body = file.read()
        except OSError:
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        etag = '"' + hashlib.sha256(body).hexdigest()[:32] + '"'
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("ETag", etag)
        self.end_headers()
        if "truncate" in query:
            self.wfile.write(body[: int(query["truncate"][0])])
            self.wfile.flush()
            self.close_connection = True
            return
        self.wfile.write(body)


def main():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    sys.stdin.read()  # until the test closes the pipe, or dies
    server.shutdown()


if __name__ == "__main__":
    main()
