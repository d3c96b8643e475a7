"""A throwaway PostgreSQL server for the web tests and the load benchmark: `initdb` into a
temporary directory and `pg_ctl start` on a free loopback port, from Debian's `postgresql`
package (`.ci/run` installs it). PostgreSQL refuses to run as root, so as root the server runs
as the `postgres` user the package creates. Nothing is skipped: without the binaries the
tests that need PostgreSQL fail, saying what to install.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
import uuid
from pathlib import Path

from web_server import free_port

# trust on loopback only: a throwaway server that lives as long as the test session


def pg_bindir() -> Path:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[4]))
    if found:
        return Path(found[-1]).parent
    exe = shutil.which("initdb")
    if exe:
        return Path(exe).parent
    raise RuntimeError("PostgreSQL's server binaries are missing: `apt-get install -y postgresql` (Debian)")


class PgCluster:
    """`fsync`: off for the tests (they kill the web server, never the database), on for the
    benchmark (an acknowledged move is on disk, as with SQLite's synchronous=FULL)."""

    def __init__(self, fsync: bool = False) -> None:
        self.bindir = pg_bindir()
        self.dir = Path(tempfile.mkdtemp(prefix="landsraad-pg-"))
        self.data = self.dir / "data"
        self.port = free_port()
        self.fsync = fsync
        self._as: list[str] = []
        if os.geteuid() == 0:
            import pwd

            pw = pwd.getpwnam("postgres")
            os.chown(self.dir, pw.pw_uid, pw.pw_gid)
            self._as = ["runuser", "-u", "postgres", "--"]

    def _run(self, *cmd: str) -> None:
        r = subprocess.run([*self._as, *cmd], capture_output=True, text=True, timeout=120)
        if r.returncode:
            raise RuntimeError(f"{cmd[0]} failed: {r.stdout[-1500:]} {r.stderr[-1500:]}")

    def start(self) -> PgCluster:
        self._run(str(self.bindir / "initdb"), "-D", str(self.data), "-U", "postgres", "--auth=trust",
                  "-E", "UTF8", "--no-sync", "--no-instructions")
        opts = (f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c max_connections=200 "
                f"-c fsync={'on' if self.fsync else 'off'} -c synchronous_commit={'on' if self.fsync else 'off'}")
        self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-o", opts, "-l", str(self.dir / "log"),
                  "-w", "-t", "60", "start")
        return self

    def postmaster_pid(self) -> int:
        return int((self.data / "postmaster.pid").read_text().split()[0])

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def create_database(self, prefix: str = "t") -> str:
        """A new empty database; its URL."""
        import psycopg

        name = f"{prefix}_{uuid.uuid4().hex[:10]}"
        with psycopg.connect(self.url(), autocommit=True) as c:
            c.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def stop(self) -> None:
        try:
            self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)
