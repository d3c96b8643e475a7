"""Print the current action-codec and observation layouts as Markdown tables (docs/rl.md):

    python -m landsraad.rl.describe [--edition base]
"""

from __future__ import annotations

import argparse

from landsraad.rl.codec import action_codec
from landsraad.rl.observation import observation_encoder


def markdown(edition: str = "base") -> str:
    c = action_codec(edition)
    e = observation_encoder(edition)
    lines = [f"### Action codec {c.tag} ({edition}): Discrete({c.n})", "",
             "| indices | template | count | offered by decision |", "|---|---|---|---|"]
    for row in c.describe():
        end = row["start"] + row["count"] - 1
        lines.append(f"| {row['start']}–{end} | `{row['template']}` | {row['count']} | {row['decisions']} |")
    lines += ["", "Domains (in layout order):", ""]
    for name, values in c.domains.items():
        shown = ", ".join(values) if len(values) <= 30 else ", ".join(values[:30]) + f", … ({len(values)})"
        lines.append(f"- `{name}` ({len(values)}): {shown}")
    lines += ["", f"### Observation {e.tag} ({edition}): float32[{e.size}]", "",
              "| offset | block | size | scale | meaning |", "|---|---|---|---|---|"]
    for b in e.describe():
        lines.append(f"| {b['start']} | `{b['block']}` | {b['size']} | {b['scale']:.4g} | {b['doc']} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="print the RL layouts as Markdown")
    ap.add_argument("--edition", default="base")
    args = ap.parse_args(argv)
    print(markdown(args.edition))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
