"""Connection limits of `landsraad serve` below the app, where uvicorn has none (issue 32 item 4):

- a header timeout: a connection must finish each request's headers within `header_timeout`
  seconds of opening (or of its first byte after a keep-alive pause), else it gets a 408 and is
  closed; without it a client sending half a request line held its socket forever;
- a cap on the connections open at once from one address (`per_address`; a trusted proxy's are
  not capped, it speaks for many clients): one more is answered 429 and closed at once, before
  uvicorn reads a byte of it, so one address cannot take every file descriptor;
- `RateLimitFilter`: one repeated log message (`socket.accept() out of system resource`, a
  refusal) is written at most `burst` times per `interval`, then once more with the count
  suppressed meanwhile, so that a flood of connections cannot flood the log.

The protocol is uvicorn's h11 one with these added (`guarded_protocol`), given to uvicorn as its
`http` class; a websocket upgrade hands the socket to uvicorn's websocket protocol, wrapped so
that its closing still releases the address's count.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
import time
from collections import Counter
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

log = logging.getLogger("landsraad.web.guard")

HEADER_TIMEOUT_S = 10.0
CONNS_PER_ADDRESS = 64


def _response(status: int, reason: str, message: str) -> bytes:
    body = json.dumps({"error": message}).encode()
    return (f"HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\nconnection: close\r\n"
            f"content-length: {len(body)}\r\n\r\n").encode() + body


class ConnectionGuard:
    """The counts shared by every connection of one server."""

    def __init__(self, per_address: int = CONNS_PER_ADDRESS, header_timeout: float = HEADER_TIMEOUT_S,
                 exempt: list[str] | tuple[str, ...] = ()) -> None:
        self.per_address, self.header_timeout = per_address, header_timeout
        self.exempt = [ipaddress.ip_network(x, strict=False) for x in exempt]
        self.open: Counter[str] = Counter()
        self.refused = 0
        self.timed_out = 0

    def is_exempt(self, addr: str) -> bool:
        if not self.exempt:
            return False
        try:
            ip = ipaddress.ip_address(addr)
        except ValueError:
            return False
        return any(ip in net for net in self.exempt)

    def admit(self, addr: str) -> bool:
        """Count a new connection from `addr`, or False (not counted) when it has too many."""
        if self.per_address and self.open[addr] >= self.per_address and not self.is_exempt(addr):
            self.refused += 1
            return False
        self.open[addr] += 1
        return True

    def release(self, addr: str) -> None:
        self.open[addr] -= 1
        if self.open[addr] <= 0:
            del self.open[addr]


_ws_classes: dict[type, type] = {}


def _guarded_ws(base: type) -> type:
    """uvicorn's websocket protocol whose closing releases its connection's count."""
    got = _ws_classes.get(base)
    if got is None:
        class GuardedWebSocket(base):  # type: ignore[valid-type, misc]
            guard_release: Any = None

            def connection_lost(self, exc: Exception | None) -> None:
                try:
                    super().connection_lost(exc)
                finally:
                    if self.guard_release is not None:
                        self.guard_release()

        got = _ws_classes[base] = GuardedWebSocket
    return got


def guarded_protocol(guard: ConnectionGuard) -> type[asyncio.Protocol]:
    """uvicorn's h11 protocol class with the header timeout and the per-address cap of `guard`."""

    class GuardedH11(H11Protocol):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            if self.ws_protocol_class is not None:
                self.ws_protocol_class = _guarded_ws(self.ws_protocol_class)
            self.guard_addr: str | None = None  # counted, until released
            self.guard_refused = False
            self.header_timer: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            peer = transport.get_extra_info("peername")
            addr = str(peer[0]) if peer else "?"
            if not guard.admit(addr):
                self.guard_refused = True
                log.warning("connection from %s refused: %d open from that address (--conns-per-client)",
                            addr, guard.per_address)
                transport.write(_response(429, "Too Many Requests",
                                          f"too many connections from your address (at most {guard.per_address})"))
                transport.close()
                return
            self.guard_addr = addr
            super().connection_made(transport)
            self._arm()

        def _release(self) -> None:
            if self.guard_addr is not None:
                guard.release(self.guard_addr)
                self.guard_addr = None

        def _arm(self) -> None:
            if self.header_timer is None and guard.header_timeout > 0:
                self.header_timer = self.loop.call_later(guard.header_timeout, self._header_timeout)

        def _disarm(self) -> None:
            if self.header_timer is not None:
                self.header_timer.cancel()
                self.header_timer = None

        def _header_timeout(self) -> None:
            self.header_timer = None
            if self.transport.is_closing() or self.conn.their_state is not h11.IDLE:
                return
            guard.timed_out += 1
            log.info("connection from %s closed: no complete request headers within %gs",
                     self.guard_addr, guard.header_timeout)
            self.transport.write(_response(408, "Request Timeout",
                                           f"request headers not received within {guard.header_timeout:g}s"))
            self.transport.close()

        def data_received(self, data: bytes) -> None:
            super().data_received(data)
            # still waiting for a request's headers (the first, or the next after keep-alive):
            # they must be complete within the timeout; once they are, no timer
            if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
                self._arm()
            else:
                self._disarm()

        def handle_websocket_upgrade(self, event: h11.Request) -> None:
            self._disarm()
            super().handle_websocket_upgrade(event)
            proto = self.transport.get_protocol()
            if proto is not self and hasattr(proto, "guard_release"):
                proto.guard_release = self._release  # the websocket now holds the count
            else:  # pragma: no cover - uvicorn always hands the socket over
                self._release()

        def connection_lost(self, exc: Exception | None) -> None:
            if self.guard_refused:
                return
            self._disarm()
            try:
                super().connection_lost(exc)
            finally:
                if self.transport.get_protocol() is self:  # else the websocket releases it
                    self._release()

    return GuardedH11


class RateLimitFilter(logging.Filter):
    """At most `burst` records of one message (its logger and format string, whatever its
    arguments) per `interval` seconds; the first one let through after some were dropped says how
    many. Put on handlers, so that it sees every logger's records (asyncio's included). A record
    logged with `extra={"unlimited": True}` passes (a message its caller already bounds)."""

    def __init__(self, burst: int = 10, interval: float = 60.0, clock: Any = time.monotonic) -> None:
        super().__init__()
        self.burst, self.interval, self.clock = burst, interval, clock
        self.windows: dict[tuple[str, str], list[float]] = {}  # key -> [window start, passed, dropped]

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "unlimited", False):  # bounded by its caller (a quarantine: once per game)
            return True
        key = (record.name, str(record.msg)[:200])
        now = self.clock()
        w = self.windows.get(key)
        if w is None or now - w[0] >= self.interval:
            dropped = int(w[2]) if w is not None else 0
            w = self.windows[key] = [now, 0, 0]
            if len(self.windows) > 1000:  # forget old messages
                cutoff = now - self.interval
                self.windows = {k: v for k, v in self.windows.items() if v[0] > cutoff or k == key}
            if dropped:
                record.msg = f"{record.getMessage()} [{dropped} more like this suppressed in {self.interval:g}s]"
                record.args = None
        if w[1] >= self.burst:
            w[2] += 1
            return False
        w[1] += 1
        return True


def install_log_limit(burst: int = 10, interval: float = 60.0) -> RateLimitFilter:
    """The filter on every handler of the root logger and uvicorn's loggers (call after uvicorn
    has configured logging)."""
    f = RateLimitFilter(burst, interval)
    for name in ("", "uvicorn", "uvicorn.error", "uvicorn.access", "asyncio"):
        for h in logging.getLogger(name).handlers:
            if not any(isinstance(x, RateLimitFilter) for x in h.filters):
                h.addFilter(f)
    return f
