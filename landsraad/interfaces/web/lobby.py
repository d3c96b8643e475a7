"""What the lobby offers: the editions, the module choices and the player counts a game may be
created with, each either allowed or greyed with the reason, in the lobby's language.

One source of truth: the engine's rulesets (rules/ruleset.py `ruleset_problem`, `table_for`,
`Module.requires`, the seat plans). The lobby page greys what this says is not allowed and the
server refuses the same with the same words (`lobby_refusal`, games.py GameManager.create).
"""

from __future__ import annotations

from typing import Any

from landsraad.i18n import N_, translator
from landsraad.rules.ruleset import (
    EDITIONS,
    MODULES,
    PLANNED,
    module_parts,
    ruleset_for,
    ruleset_problem,
    table_for,
)

# the lobby's module choices (index.html's Expansion list): value -> its name
MODULE_CHOICES: dict[str, str] = {
    "": N_("none"), "immortality": N_("Immortality"), "immortality,immortality_up_to_11": N_("Immortality, up to 11 VP"),
    "choam": N_("CHOAM contracts"), "choam,immortality": N_("CHOAM and Immortality"),
    # issue 30: the presets with the base game's cards (landsraad/presets.py; seed 002 COMBINAR CON EL
    # DUNE: IMPERIUM BÁSICO), greyed on the base board (base_cards requires Uprising's)
    "base_cards": N_("Base game cards"), "choam,base_cards": N_("CHOAM and base game cards"),
    "immortality,base_cards": N_("Immortality and base game cards"),
    "choam,immortality,base_cards": N_("CHOAM, Immortality and base game cards"),
    # with the base Conflict cards too (modules/base_conflicts/, docs/rulings.md M909)
    "base_cards,base_conflicts": N_("Base game cards and Conflicts"),
    "choam,base_cards,base_conflicts": N_("CHOAM, base game cards and Conflicts"),
    "immortality,base_cards,base_conflicts": N_("Immortality, base game cards and Conflicts"),
    "choam,immortality,base_cards,base_conflicts": N_("CHOAM, Immortality, base game cards and Conflicts"),
}
# the names of editions and modules, as players read them
EDITION_NAMES: dict[str, str] = {"base": N_("Base game"), "uprising": N_("Uprising")}
MODULE_NAMES: dict[str, str] = {"immortality": N_("Immortality"), "immortality_up_to_11": N_("up to 11 VP"),
                                "choam": N_("CHOAM"), "base_cards": N_("base game cards"),
                                "base_conflicts": N_("base game Conflicts")}
# the lobby's edition choice, with the player counts the engine has for it
EDITION_LABELS: dict[str, str] = {"base": N_("Base game (2020 board), {players} players"),
                                  "uprising": N_("Dune: Imperium – Uprising, {players} players")}


def _web_parts() -> tuple[Any, ...]:
    from landsraad.interfaces.parts import every_part

    return every_part("web")


def module_choices() -> dict[str, str]:
    """The lobby's module choices: MODULE_CHOICES and those a module's web part adds
    (`LOBBY_CHOICES`: the six-player mode with its CHOAM, seed 002)."""
    out = dict(MODULE_CHOICES)
    for part in _web_parts():
        out.update(getattr(part, "LOBBY_CHOICES", {}))
    return out


def module_name(m: str) -> str:
    """A module's name as players read it (MODULE_NAMES, or its web part's `MODULE_TITLES`)."""
    for part in _web_parts():
        if m in getattr(part, "MODULE_TITLES", {}):
            return str(part.MODULE_TITLES[m])
    return MODULE_NAMES.get(m, m)


def seat_roles(modules: tuple[str, ...], players: int, lang: str) -> list[dict[str, Any]] | None:
    """The seat rows' teams, colours and roles of a team game (a web part's `lobby_seats`), or None."""
    for part in _web_parts():
        fn = getattr(part, "lobby_seats", None)
        got = fn(modules, players, lang) if fn is not None else None
        if got:
            return list(got)
    return None


class LobbyRefusal(Exception):
    """What the lobby may not create: a message id and its arguments; arguments in `names` are
    themselves message ids (edition and module names), translated with the message."""

    def __init__(self, msgid: str, names: tuple[str, ...] = (), **params: Any) -> None:
        super().__init__(msgid.format(**params))
        self.msgid, self.params, self.names = msgid, params, names

    def text(self, lang: str) -> str:
        tr = translator(lang)
        return tr.gettext(self.msgid, **{k: tr.gettext(v) if k in self.names else v for k, v in self.params.items()})


def players_text(lo: int, hi: int, counts: list[int] | None = None) -> str:
    """1–4, or the counts one by one when some in between are not played (Uprising: 1, 3–4)."""
    if counts and len(counts) != hi - lo + 1:
        runs: list[list[int]] = []
        for n in counts:
            if runs and n == runs[-1][-1] + 1:
                runs[-1].append(n)
            else:
                runs.append([n])
        return ", ".join(players_text(r[0], r[-1]) for r in runs)
    return str(lo) if lo == hi else f"{lo}–{hi}"


def _module_problem(edition: str, modules: tuple[str, ...]) -> LobbyRefusal | None:
    """Why these modules cannot be played with the edition (their `requires`), in words."""
    if ruleset_problem(edition, modules) is None:
        return None
    names = EDITIONS.get(edition, ())
    for m in modules:
        if m in PLANNED:  # registered, refused to players until its rules are complete: its reason
            return LobbyRefusal(N_("{module} is not available yet: {why}"), names=("module",), module=module_name(m),
                                why=PLANNED[m])
        if m not in MODULES:
            return LobbyRefusal(N_("unknown module {module}; one of: {known}"), module=repr(m[:30]),
                                known=", ".join(x for x in MODULES if x not in EDITIONS))
        missing = [r for r in MODULES[m].requires if r not in names]
        needed_editions = [r for r in missing if r in EDITIONS]
        if needed_editions:
            return LobbyRefusal(N_("{module} is played only with {edition}"), names=("module", "edition"),
                                module=module_name(m), edition=EDITION_NAMES.get(needed_editions[0], ""))
        if missing:
            return LobbyRefusal(N_("{module} is played only with {other}"), names=("module", "other"),
                                module=module_name(m), other=module_name(missing[0]))
        names = names + (m,)
    return LobbyRefusal(N_("these modules cannot be played together: {modules}"), modules=", ".join(modules))


def player_counts(edition: str, modules: tuple[str, ...] = ()) -> list[int]:
    """The player counts the engine accepts for this edition and modules (its config checks)."""
    from landsraad.rules.state import GameConfig

    t = table_for(edition, modules)
    out = []
    for n in range(t.min_players, t.max_players + 1):
        try:
            GameConfig(edition=edition, modules=modules, players=n)
        except ValueError:
            continue
        out.append(n)
    return out


def most_players() -> int:
    """The most seats any registered table has (the six-player mode's 6: 002), refused or not: the
    lobby's request check (games.py) leaves the reason for a count to `lobby_refusal`."""
    return max(MODULES[m].table.get("max_players", 0) for m in MODULES) or 4


def solo_counts(edition: str, modules: tuple[str, ...] = ()) -> list[int]:
    """The player counts at which the seat plan has Rivals (the solo difficulty is theirs)."""
    from landsraad.rules.state import GameConfig

    # a solo game: one player against automa seats that score (Rivals, 000/002; House Hagal of a
    # two-player game scores nothing and takes no difficulty, nor does Uprising's two-player Rival):
    # read from the seat plan's properties, not a role's name
    return [n for n in player_counts(edition, modules)
            if n == 1 and any(s.automa and s.scores
                              for s in ruleset_for(GameConfig(edition=edition, modules=modules, players=n)).seats)]


def option_counts(edition: str, modules: tuple[str, ...] = ()) -> dict[str, list[int]]:
    """Per option a module declares (rules/options.py), the player counts at which the lobby's
    field is open: a module of the game declares it and its `enabled_at` accepts the table's seats
    (the Rival cards: Uprising's 1 and 2 players, docs/rulings.md U729); none: []."""
    from landsraad.rules.options import declared_options
    from landsraad.rules.state import GameConfig

    mine = {o.name for m in module_parts(edition, modules) for o in m.options}
    seats = {n: ruleset_for(GameConfig(edition=edition, modules=modules, players=n)).seats
             for n in player_counts(edition, modules)} if mine else {}
    return {name: [n for n, plan in seats.items() if name in mine and o.enabled_at(plan)]
            for name, o in declared_options().items()}


def option_fields(lang: str, values: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """The lobby's field of each declared option, in `lang` (lobby.js builds them): its name, label,
    help, placeholder, suggestions and the server's value for it (`serve --<option>`) as typed."""
    from landsraad.rules.options import declared_options

    tr = translator(lang)
    out = []
    for name, o in declared_options().items():
        given = (values or {}).get(name)
        out.append({"name": name, "label": tr.gettext(o.label), "help": tr.gettext(o.help),
                    "placeholder": tr.gettext(o.placeholder) if o.placeholder else "",
                    "suggestions": list(o.suggestions),
                    "value": ",".join(o.to_json(given)) if isinstance(given, tuple) else "" if given is None else str(given)})
    return out


def lobby_refusal(edition: str, modules: tuple[str, ...], players: int, difficulty: Any = None) -> LobbyRefusal | None:
    """Why the lobby may not create this game, or None (the engine's checks, in players' words)."""
    problem = _module_problem(edition, modules)
    if problem is not None:
        return problem
    counts = player_counts(edition, modules)
    if players not in counts:
        return LobbyRefusal(N_("{edition} is played here by {players} players"), names=("edition",),
                            edition=EDITION_NAMES.get(edition, edition), players=players_text(counts[0], counts[-1], counts))
    if difficulty is not None and players not in solo_counts(edition, modules):
        return LobbyRefusal(N_("the Rivals' difficulty is for a solo game (1 player) against two Rivals"))
    return None


def lobby_offer(edition: str, lang: str) -> dict[str, Any]:
    """An edition's choices for the lobby page: its label, and per module choice the player counts
    it allows and the solo counts, or the reason it is greyed (in `lang`)."""
    tr = translator(lang)
    counts = player_counts(edition)
    modules: dict[str, Any] = {}
    for value, name in module_choices().items():
        mods = tuple(value.split(",")) if value else ()
        problem = _module_problem(edition, mods)
        if problem is not None:
            modules[value] = {"name": tr.gettext(name), "reason": problem.text(lang)}
            continue
        counts_here = player_counts(edition, mods)
        modules[value] = {"name": tr.gettext(name), "players": counts_here,
                          "solo": solo_counts(edition, mods), "options": option_counts(edition, mods)}
        roles = seat_roles(mods, max(counts_here), lang) if counts_here else None
        if roles:  # a team game: each seat row's team colour and role (Commanders and Allies: 002)
            modules[value]["seats"] = roles
    return {"name": tr.gettext(EDITION_NAMES.get(edition, edition)),
            "label": tr.gettext(EDITION_LABELS.get(edition, edition), players=players_text(counts[0], counts[-1], counts)),
            "players": counts, "modules": modules,
            # the reason a greyed player count gives (the edition's own range)
            "players_reason": tr.gettext(N_("{edition} is played here by {players} players"),
                                         edition=tr.gettext(EDITION_NAMES.get(edition, edition)),
                                         players=players_text(counts[0], counts[-1], counts)),
            "solo_reason": tr.gettext(N_("the Rivals' difficulty is for a solo game (1 player) against two Rivals"))}


def rules_text(config: dict[str, Any], lang: str) -> str:
    """A stored game's edition and modules, in words (the lobby's list of games)."""
    tr = translator(lang)
    edition = str(config.get("edition") or "base")
    parts = [tr.gettext(EDITION_NAMES[edition]) if edition in EDITION_NAMES else edition]
    parts += [tr.gettext(module_name(str(m))) for m in config.get("modules") or ()]
    return " + ".join(parts)
