"""`landsraad` command line: cards, simulate, replay, scenario, demo, play."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from landsraad.content.names import component_name
from landsraad.core.errors import ContentError, SaveError
from landsraad.i18n import N_, Phrase, environment_language, translator
from landsraad.interfaces.args import (
    CONTENT_MODULE_NAMES,
    H_,
    SEED,
    Parser,
    add_lang_argument,
    add_module_flags,
    add_modules_argument,
    add_option_arguments,
    add_preset_argument,
    apply_preset,
    argparse_language,
    cli_language,
    int_in,
    modules_of,
    options_json,
    options_of,
    pool_of,
)
from landsraad.interfaces.counts import NOTES, PLAYED

# `cards` listing kind -> the component kind of the names files (content/names.py)
# (a module's own listed kinds: its "render" part's LISTING_RECORDS, the base game's House Hagal cards)
KIND_OF = {"starter": "cards", "reserve": "cards", "imperium": "cards", "intrigue": "intrigues",
           "conflict": "conflicts", "board_space": "spaces", "leader": "leaders",
           "objective": "objectives", "observation_post": "observation_posts"}
# the listing's groups in a reader's words (English reads the listing's own keys, as scripts do)
LISTING_KINDS = {"starter": N_("Starter deck"), "reserve": N_("Reserve"), "imperium": N_("Imperium deck"),
                 "intrigue": N_("Intrigue deck"), "conflict": N_("Conflict cards"),
                 "board_space": N_("board spaces"), "leader": N_("leaders"),
                 "objective": N_("Objective cards"), "observation_post": N_("observation posts")}

MAX_GAMES = 10**7


def _show_words(attr: str) -> Phrase:
    """What the modules' render parts add to `--show`'s help (the base game's House Hagal cards and
    deck): read when the help is, in its language (the render parts are imported then)."""
    def build(lang: str) -> str:
        from landsraad.interfaces.render import show_help_words
        return show_help_words(attr, lang)
    return Phrase(build)


def _listed_name(content: Any, lang: str, kind: str, item: dict[str, Any], kind_of: dict[str, str]) -> str:
    """A listed component's name in `lang`, by component: its own product's names file (a base card
    in an Uprising game is named from the base game's: content/names.py); the data's (English) name
    otherwise."""
    comp = content.of_kind(kind_of[kind]).get(item["id"]) if kind in kind_of else None
    return str(item["name"]) if comp is None else component_name(comp, lang, kind=kind_of[kind])


def _pool_listing(listing: dict[str, Any], content: Any) -> None:
    """A pool's decks in a listing: each Imperium and Intrigue card with the copies the pool deals
    (a card it leaves out is not listed), the totals recounted."""
    from collections import Counter

    for kind, deck in (("imperium", content.imperium_deck), ("intrigue", content.intrigue_deck)):
        have = Counter(deck)
        listing[kind] = [{**item, "copies": have[item["id"]]} for item in listing[kind] if have[item["id"]]]
        listing["totals"][kind] = sum(have.values())


def cmd_cards(args: argparse.Namespace) -> int:
    from landsraad.interfaces.parts import parts
    from landsraad.interfaces.render import (
        card_listing,
        contract_name,
        find_components,
        render_component,
    )
    from landsraad.interfaces.texts import Reader, edition_content
    from landsraad.rules.editions import ruleset_of
    from landsraad.rules.ruleset import ruleset_problem

    # the game's components: its ruleset's content (the edition's and its modules', composed by the
    # modules themselves: issue 27); an edition without a rules module yet lists its card files,
    # read-only (`edition_content`)
    apply_preset(args)  # issue 30: `cards --preset X` lists that preset's cards
    modules = modules_of(args)
    problem = ruleset_problem(args.edition, modules)
    if problem and (modules or args.pool):
        print(problem, file=sys.stderr)
        return 2
    content = edition_content(args.edition) if problem else ruleset_of(args.edition, modules).content
    pool = pool_of(args)
    if pool:  # `--pool FILE`: the Imperium and Intrigue decks that pool deals (landsraad/rules/pool.py)
        from landsraad.presets import deck_products
        from landsraad.rules.pool import pooled_content

        content = pooled_content(content, pool, deck_products)
    # what the game's modules list and show beside the components (their "render" parts' hooks)
    rparts = () if problem else parts("render", args.edition, modules)
    listing = card_listing(content)
    if pool:
        _pool_listing(listing, content)
    lang = args.lang or environment_language()
    for part in rparts:
        if (entries := getattr(part, "listing_entries", None)) is not None:
            listing.update(entries(content))
    for part in rparts:  # what a module counts in its entries (the base game's House Hagal decks)
        if (totals := getattr(part, "listing_totals", None)) is not None:
            listing["totals"].update(totals(listing))
    if args.show:
        reader = Reader(edition=args.edition, lang=lang, modules=modules)
        unplayable = ruleset_problem(args.edition, ())
        if unplayable and (args.players is not None or args.leader is not None):
            # the values of a game need a game: only the printed texts of an edition without rules
            print(f"{unplayable}: only its printed texts (no --players, --leader)", file=sys.stderr)
            return 2
        if args.players is not None or args.leader is not None:
            from landsraad.core.constants import DIFFICULTIES

            problem = (f"unknown leader {args.leader!r}; one of {', '.join(sorted(content.leaders))}"
                       if args.leader is not None and args.leader not in content.leaders else
                       "--players is 1 to 4" if args.players is not None and not 1 <= args.players <= 4 else
                       f"unknown difficulty {args.difficulty!r}; one of {', '.join(DIFFICULTIES)}"
                       if args.difficulty not in DIFFICULTIES else None)
            if problem:
                print(problem, file=sys.stderr)
                return 2
            # the texts as the player in seat 0 of such a game reads them (its leader, its costs)
            reader = Reader(edition=args.edition, players=args.players or 4,
                          difficulty=args.difficulty if (args.players or 4) == 1 else None,
                          leaders=(args.leader,), seat=0, lang=lang, modules=modules)
        # a module's own shows first (Immortality's tracks, and the House Hagal deck as it changes it)
        key = args.show.strip().lower()
        text = next((t for part in rparts if (show := getattr(part, "show_text", None)) is not None
                     and (t := show(content, key, reader)) is not None), None)
        if text is None:
            text = render_component(content, args.show, reader, sources=args.sources)
        if text is None:
            names = find_components(content, args.show, lang)[1]
            tr = translator(lang)
            print(tr.gettext("no component named {name}; names containing it: {names}", name=repr(args.show),
                             names=", ".join(names)) if names else
                  tr.gettext("no component named {name}", name=repr(args.show)), file=sys.stderr)
            return 2
        print(text)
        return 0
    if args.json:
        print(json.dumps(listing, indent=1))
        return 0
    tr = translator(lang)
    # the core's groups, then those the game's modules list (their "render" parts' LISTING_KINDS)
    kinds = {**LISTING_KINDS, **{k: w for p in rparts for k, w in getattr(p, "LISTING_KINDS", {}).items()}}
    kind_of = {**KIND_OF, **{k: w for p in rparts for k, w in getattr(p, "LISTING_RECORDS", {}).items()}}
    for kind, items in listing.items():
        if not isinstance(items, list):
            continue
        total = sum(i["copies"] for i in items)
        count = (tr.ngettext("{n} token", "{n} tokens", total) if kind == "contract" else
                 tr.ngettext("{n} card", "{n} cards", total))
        word = kind if lang == "en" or kind not in kinds else tr.gettext(kinds[kind])
        print(tr.ngettext("{kind}: {n} kind, {count}", "{kind}: {n} kinds, {count}", len(items), kind=word,
                          count=count))
        for i in items:
            name = (contract_name(content.contracts[i["id"]], Reader(edition=args.edition, lang=lang, modules=modules))
                    if kind == "contract" and i["id"] in content.contracts else _listed_name(content, lang, kind, i, kind_of))
            print(f"  {i['copies']}x {name} ({i['id']})")
    for part in rparts:
        if (lines := getattr(part, "listing_lines", None)) is not None and getattr(part, "listing_entries", None):
            for line in lines(listing, lang):
                print(line)
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from landsraad.agents import parse_agent_spec
    from landsraad.rules.ruleset import ruleset_for
    from landsraad.rules.state import GameConfig
    from landsraad.sim import digest, make_agents, play_game

    apply_preset(args)
    cfg = GameConfig(edition=args.edition, players=args.players, difficulty=args.difficulty,
                     modules=modules_of(args), options=options_of(args), pool=pool_of(args))
    specs = [str(parse_agent_spec(a)) for a in args.agents.split(",")]  # checked before any game
    make_agents(specs, args.players, args.seed)  # one per seat, or one for all
    wins: Counter[int] = Counter()
    team_wins: Counter[int] = Counter()
    seats = cfg.seats  # the ruleset's seat plan: House Hagal fills 1- and 2-player tables
    teams = ruleset_for(cfg).teams  # a team game (002 six players): team -> its seats
    vp_total = [0] * seats
    hashes: list[str] = []
    decisions = 0
    rounds = 0
    if args.save:
        Path(args.save).mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    for g in tqdm(range(args.games), desc="games", disable=not args.progress, file=sys.stderr):
        seed = args.seed + g
        agents = make_agents(specs, args.players, seed)
        out = play_game(cfg, seed, agents, record=bool(args.save))
        s = out.state
        wins[s.winner] += 1
        team = s.rules.seats[s.winner].team if teams else None
        if team is not None:  # a team game: the winning team (002 six players; S851)
            team_wins[team] += 1
        for p in s.players:
            vp_total[p.seat] += p.vp
        hashes.append(s.state_hash())
        decisions += out.decisions
        rounds += s.round
        if args.save and out.record:
            (Path(args.save) / f"game_{seed}.json").write_text(json.dumps(out.record))
    dt = time.perf_counter() - t0
    summary = {
        "games": args.games, "players": args.players, "agents": args.agents, "seed": args.seed,
        "wins_by_seat": [wins[i] for i in range(seats)],
        "mean_vp_by_seat": [round(v / args.games, 3) for v in vp_total],
        "player_win_rate": round(sum(wins[i] for i in range(args.players)) / args.games, 4),
        **({"wins_by_team": [team_wins[t] for t in sorted(teams)]} if teams else {}),
        "mean_rounds": round(rounds / args.games, 3), "decisions": decisions,
        "decisions_per_s": round(decisions / dt), "seconds": round(dt, 3),
        "digest": digest(hashes),
    }
    if args.json:
        print(json.dumps(summary))
    else:
        for k, v in summary.items():
            print(f"{k}: {v}")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    """Each record is replayed; it is called ok only when every stored hash, the final state's
    hash and the stated result all match (records.verify). Status 1 if any is not."""
    from landsraad.records import load_record, verify

    status = 0
    for f in args.files:
        try:
            check = verify(load_record(f), str(f))
        except SaveError as e:  # its message names the file
            print(f"FAILED: {e}", file=sys.stderr)
            status = 1
            continue
        except Exception as e:  # whatever else a record does to the replay: name it, check the next
            print(f"FAILED: {f}: {type(e).__name__}: {str(e)[:200]}", file=sys.stderr)
            status = 1
            continue
        if not check.verified:
            status = 1
        print(f"{f}: {check.describe()}", file=sys.stdout if check.verified else sys.stderr)
    return status


def cmd_scenario(args: argparse.Namespace) -> int:
    """Run scenario files (docs/scenarios.md); `--name` picks scenarios by name, `--log` prints
    the game log of each failure."""
    from landsraad.scenario import ScenarioError, load_scenarios, run_scenario, select

    cases = []
    for f in args.files:
        try:
            cases.extend(load_scenarios(f))
        except ScenarioError as e:
            print(f"FAIL  {e}")
            return 1
    chosen = select(cases, args.name or [])
    if not chosen:
        names = "\n  ".join(name for name, _ in cases)
        print(f"no scenario matches {' or '.join(map(repr, args.name))}; the scenarios are:\n  {names}")
        return 1
    failed = 0
    for name, sc in chosen:
        try:
            run_scenario(sc, name)
            print(f"ok    {name}")
        except ScenarioError as e:
            failed += 1
            print(f"FAIL  {e}")
            if args.log:
                print("  game log:" if e.log else "  game log: (empty: nothing was played)")
                for line in e.log_in(args.lang or environment_language()):
                    print(f"    {line}")
    print(f"{len(chosen) - failed}/{len(chosen)} scenarios passed")
    return 1 if failed else 0


def cmd_demo(args: argparse.Namespace) -> int:
    """A game of bots printed turn by turn (the `make run` job until the browser UI lands)."""
    from landsraad.rules.state import GameConfig
    from landsraad.rules.view import log_lines
    from landsraad.sim import make_agents, play_game

    apply_preset(args)  # issue 30: a preset's game, with a pool's decks
    cfg = GameConfig(edition=args.edition, players=args.players, log=True, modules=modules_of(args),
                     pool=pool_of(args))
    agents = make_agents(["random"], args.players, args.seed)
    lang = args.lang or environment_language()
    printed = 0

    def show(s: Any, action: str) -> None:
        nonlocal printed
        if s.log is not None:
            for line in log_lines(s, start=printed, lang=lang):
                print(line)
            printed = len(s.log)

    out = play_game(cfg, args.seed, agents, on_step=show)
    s = out.state
    # the last line in the players' language too (issue 34), the tie-break by its name (screen.py)
    from landsraad.i18n import translator
    from landsraad.interfaces.screen import TIEBREAK_NAMES

    tr = translator(lang)
    tiebreak = tr.short(TIEBREAK_NAMES[s.tiebreak]) if s.tiebreak in TIEBREAK_NAMES else s.tiebreak
    print(tr.gettext("Final VP: {vp}; winner P{seat} (decided by {tiebreak})",
                     vp=", ".join(f"P{p.seat} {p.vp}" for p in s.players), seat=s.winner, tiebreak=tiebreak))
    return 0


def _updater(bar: Any) -> Any:
    def update(k: int) -> None:
        bar.update(k)
    return update


def cmd_tournament(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from landsraad.tournament import make_jobs, run_jobs, summarize, write_outputs

    agents = args.agents.split(",")
    leaders = args.leaders.split(",") if args.leaders else None
    apply_preset(args)
    jobs = make_jobs(args.edition, args.players, agents, args.games, args.seed, leaders, modules_of(args),
                     options_of(args), pool_of(args))
    bar = tqdm(total=len(jobs), desc="games", disable=not args.progress, file=sys.stderr)
    results = run_jobs(jobs, workers=args.workers, ray_address=args.ray, batch_size=args.batch,
                       progress=_updater(bar))
    bar.close()
    summary = summarize(results)
    summary["config"] = {"edition": args.edition, "modules": list(modules_of(args)), "preset": args.preset, "players": args.players,
                         "pool": args.pool,
                         **options_json(args),
                         "agents": agents,
                         "games": args.games, "seed": args.seed, "executor": args.ray or f"pool:{args.workers}"}
    from landsraad.sim import digest

    summary["digest"] = digest([r["hash"] for r in results])
    paths = write_outputs(args.out, results, summary)
    for a, st in summary["per_agent"].items():
        lo, hi = st["ci95"]
        think = (f"  {st['mean_s_per_decision'] * 1000:.1f} ms/decision (max {st['max_s_per_decision']:.2f} s, "
                 f"{st['decisions_over_1s']} of {st['decisions']} over 1 s)"
                 if "mean_s_per_decision" in st else "")
        print(f"{a:20s} win {st['win_rate']:.3f} [{lo:.3f}, {hi:.3f}]  mean VP {st['mean_vp']}{think}")
    print(f"games {summary['games']}, mean rounds {summary['mean_rounds']}, digest {summary['digest']}")
    print("wrote " + ", ".join(str(p) for p in paths))
    return 0


def cmd_presets(args: argparse.Namespace) -> int:
    """The presets of landsraad/presets.py (issue 30): name, edition, modules, and the seed that
    prints the combination."""
    from landsraad.presets import PRESETS

    rows = [{"name": p.name, "edition": p.edition, "modules": list(p.modules), "seed": p.seed} for p in PRESETS.values()]
    if args.json:
        print(json.dumps(rows))
        return 0
    width = max(len(r["name"]) for r in rows)
    for r in rows:
        print(f"{r['name']:<{width}}  --edition {r['edition']}"
              + (f" --modules {' '.join(r['modules'])}" if r["modules"] else ""))
    return 0


def _bench_folder() -> Path | None:
    """The folder holding the repository's bench/ (its suite, `python -m bench`): the working
    directory, else the checkout this package runs from; None outside a checkout."""
    for root in (Path.cwd(), Path(__file__).resolve().parents[2]):
        if (root / "bench" / "__main__.py").is_file():
            return root
    return None


def cmd_bench(args: argparse.Namespace) -> int:
    """`landsraad bench`: the repository's benchmark suite (bench/), run as its own program
    (`python -m bench`) with these arguments, so the package imports none of the repository's tools
    (they import it). A table named is checked first: a refused one says why here and nothing runs."""
    argv = ["--games", str(args.games), "--repeats", str(args.repeats)]
    if args.players is not None or args.edition is not None or args.modules:
        from landsraad.rules.state import GameConfig

        args.edition, args.players = args.edition or "base", args.players or 4
        modules = modules_of(args)
        GameConfig(edition=args.edition, players=args.players, modules=modules)  # the refusal, with its reason
        argv += ["--edition", args.edition, "--players", str(args.players)] + (["--modules", *modules] if modules else [])
    root = _bench_folder()
    if root is None:
        print("landsraad bench: run it from the repository root (it uses bench/)", file=sys.stderr)
        return 2
    # the child imports this very package first (the checkout or install it was started from)
    package_root = str(Path(__file__).resolve().parents[2])
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (package_root, os.environ.get("PYTHONPATH")) if p)}
    done = subprocess.run([sys.executable, "-m", "bench", *argv], cwd=root, env=env, capture_output=True, text=True,
                          check=False)
    sys.stdout.write(done.stdout)
    sys.stderr.write(done.stderr)
    return done.returncode


def build_parser() -> argparse.ArgumentParser:
    ap = Parser(prog="landsraad", description=H_("Dune: Imperium, rules-exact."))
    sub = ap.add_subparsers(dest="cmd", required=True)

    c = sub.add_parser("cards", help=H_("list every component with copies"))
    c.add_argument("--edition", default="base")
    c.add_argument("--json", action="store_true")
    c.add_argument("--show", metavar=H_("NAME"),
                   help=H_("render the full text of every component of that name (a card, Intrigue, Conflict, "
                           "leader, board space{kinds}; or Reserve, starter deck{groups})",
                           kinds=_show_words("SHOW_KINDS"), groups=_show_words("SHOW_GROUPS")))
    c.add_argument("--sources", action="store_true", help=H_("with --show: the sources each component was checked against"))
    c.add_argument("--players", type=int, default=None,
                   help=H_("with --show: the values of a game with this many players (seat 0's view)"))
    c.add_argument("--difficulty", default="sardaukar", help=H_("with --show --players 1: the solo difficulty"))
    c.add_argument("--leader", default=None, help=H_("with --show: seat 0's leader (its Signet Ring, its costs)"))
    add_modules_argument(c, help=H_("content modules added to the edition's components ({modules})",
                                          modules=CONTENT_MODULE_NAMES))
    add_preset_argument(c)
    add_lang_argument(c)
    c.set_defaults(fn=cmd_cards)

    s = sub.add_parser("simulate", help=H_("play games between agents"))
    s.add_argument("--edition", default="base")
    s.add_argument("--players", type=int, default=4, help=H_("{counts} ({notes}); default: 4", counts=PLAYED, notes=NOTES))
    add_module_flags(s)  # --choam
    s.add_argument("--difficulty", default="sardaukar",
                   help=H_("solo Rivals: mercenary, sardaukar, mentat or kwisatz_haderach"))
    s.add_argument("--games", type=int_in(1, MAX_GAMES), default=10)
    s.add_argument("--seed", type=SEED, default=0)
    s.add_argument("--agents", default="random", help=H_("one name for all seats, or one per seat, comma-separated"))
    s.add_argument("--json", action="store_true", help=H_("print one JSON line with a digest of all final states"))
    s.add_argument("--save", metavar=H_("DIR"), help=H_("write a game record per game"))
    s.add_argument("--no-progress", dest="progress", action="store_false")
    add_modules_argument(s)
    add_option_arguments(s)
    add_preset_argument(s)
    s.set_defaults(fn=cmd_simulate)

    r = sub.add_parser("replay", help=H_("replay game records and check every stored state hash"))
    r.add_argument("files", nargs="+")
    r.set_defaults(fn=cmd_replay)

    sc = sub.add_parser("scenario", help=H_("scenarios (docs/scenarios.md)"))
    scs = sc.add_subparsers(dest="sub", required=True)
    run = scs.add_parser("run", help=H_("run scenario files"))
    run.add_argument("files", nargs="+")
    run.add_argument("--name", action="append", metavar=H_("NAME"),
                     help=H_("run only the scenarios with this name (shell-style * patterns; repeatable)"))
    run.add_argument("--log", action="store_true", help=H_("print the game log of each failing scenario"))
    add_lang_argument(run)
    run.set_defaults(fn=cmd_scenario)

    t = sub.add_parser("tournament", help=H_("many games between agents, seats rotated; stats and plots"))
    t.add_argument("--edition", default="base")
    t.add_argument("--players", type=int, default=4, help=H_("{counts} ({notes}); default: 4", counts=PLAYED, notes=NOTES))
    t.add_argument("--agents", default="random", help=H_("comma-separated agent names (rotated over seats)"))
    t.add_argument("--leaders", default="", help=H_("comma-separated leader per seat or 'random'"))
    t.add_argument("--games", type=int_in(1, MAX_GAMES), default=100)
    t.add_argument("--seed", type=SEED, default=0)
    t.add_argument("--workers", type=int_in(1, 1024), default=os.cpu_count() or 1)
    t.add_argument("--batch", type=int_in(1, MAX_GAMES), default=8, help=H_("games per task"))
    t.add_argument("--ray", metavar=H_("ADDRESS"), help=H_("run on a Ray cluster ('local' starts one)"))
    t.add_argument("--out", default="out/tournament")
    add_modules_argument(t)
    add_option_arguments(t)
    add_preset_argument(t)
    t.add_argument("--no-progress", dest="progress", action="store_false")
    t.set_defaults(fn=cmd_tournament)

    b = sub.add_parser("bench", help=H_("engine benchmarks (decisions/s, µs per operation, ...)"))
    b.add_argument("--games", type=int_in(1, MAX_GAMES), default=30)
    b.add_argument("--repeats", type=int_in(1, 1000), default=3)
    b.add_argument("--edition", default=None, help=H_("with --players or --modules: only that table's random games"))
    b.add_argument("--players", type=int, default=None,
                   help=H_("only the random games of this many players: {counts} ({notes})", counts=PLAYED,
                           notes=NOTES))
    add_modules_argument(b)
    b.set_defaults(fn=cmd_bench)

    d = sub.add_parser("demo", help=H_("print a game of random bots turn by turn"))
    d.add_argument("--edition", default="base")
    d.add_argument("--players", type=int, default=4, help=H_("{counts} ({notes}); default: 4", counts=PLAYED, notes=NOTES))
    d.add_argument("--seed", type=SEED, default=1)
    add_modules_argument(d)
    add_preset_argument(d)
    add_lang_argument(d)
    d.set_defaults(fn=cmd_demo)

    from landsraad.interfaces.play import add_parser as add_play_parser

    add_play_parser(sub)  # `landsraad play` (interfaces/play.py)
    from landsraad.interfaces.web.serve import add_parser as add_serve_parser

    add_serve_parser(sub)  # `landsraad serve` (interfaces/web/)

    pr = sub.add_parser("presets", help=H_("list the named product combinations --preset accepts"))
    pr.add_argument("--json", action="store_true")
    pr.set_defaults(fn=cmd_presets)
    return ap


def main(argv: list[str] | None = None) -> int:
    # the help, argparse's words and its errors in the language of --lang, else the locale (issue 21)
    with argparse_language(cli_language(argv)):
        args = build_parser().parse_args(argv)
    try:
        return int(args.fn(args))
    except (ContentError, SaveError, ValueError) as e:
        from landsraad.i18n import environment_language
        from landsraad.rules.story import refusal_text

        # an engine refusal in the chosen language (--lang, else the locale); other errors as they are
        print(f"landsraad: {refusal_text(e, getattr(args, 'lang', None) or environment_language())}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
