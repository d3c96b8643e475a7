"""What the lobby offers: the editions, the module choices and the player counts a game may be
created with, each either allowed or greyed with the reason, in the lobby's language.

The choices are the presets (landsraad/presets.py: the six-player mode is one, S837) named by their
modules' titles (`Module.title`), or by the name a module's web part gives its mode (`LOBBY_CHOICES`).
One source of truth for what is allowed: the engine's rulesets (rules/ruleset.py `ruleset_problem`, `table_for`,
`Module.requires`, the seat plans). The lobby page greys what this says is not allowed and the
server refuses the same with the same words (`lobby_refusal`, games.py GameManager.create).
"""

from __future__ import annotations

from typing import Any

from landsraad.i18n import N_, translator
from landsraad.interfaces.counts import edition_counts_words, players_text
from landsraad.presets import module_sets
from landsraad.rules.editions import player_counts
from landsraad.rules.ruleset import EDITIONS, MODULES, PLANNED, module_parts, ruleset_for, ruleset_problem


def module_choices() -> dict[str, tuple[str, ...]]:
    """The lobby's module choices (its Expansion list, which lobby.js fills from /api/options): value
    (the modules comma-separated) -> the modules. Read from the presets and their variants
    (landsraad/presets.py module_sets: every preset is a choice); the page greys per edition what the
    engine refuses (`lobby_offer`). Read live, not kept for the process: a product that declares a
    preset after the lobby was first read (a plug-in registered later) is offered, and one taken back
    is not (U744); presets.py keeps its composed tables per registry state, so this costs tens of µs."""
    return {",".join(mods): mods for mods in module_sets()}


def lobby_modules() -> tuple[str, ...]:
    """The rules modules the lobby's choices name, each once, in the order they first come."""
    return tuple(dict.fromkeys(m for mods in module_choices().values() for m in mods))


def module_title(name: str) -> str:
    """A module's or an edition's name as players read it, a message id (`Module.title`; an edition
    by its own module's), else its name."""
    parts = EDITIONS.get(name, (name,))
    module = MODULES.get(parts[0]) if parts else None
    return module.title if module is not None and module.title else name


def _web_parts() -> tuple[Any, ...]:
    from landsraad.interfaces.parts import every_part

    return every_part("web")


def seat_roles(modules: tuple[str, ...], players: int, lang: str) -> list[dict[str, Any]] | None:
    """The seat rows' teams, colours and roles of a team game (a web part's `lobby_seats`), or None."""
    for part in _web_parts():
        fn = getattr(part, "lobby_seats", None)
        got = fn(modules, players, lang) if fn is not None else None
        if got:
            return list(got)
    return None


def choice_name(modules: tuple[str, ...], lang: str) -> str:
    """A module choice in words: the name a web part gives its mode (`LOBBY_CHOICES`), else its modules'
    titles joined as the list of games joins them, or none."""
    tr = translator(lang)
    for part in _web_parts():
        named = getattr(part, "LOBBY_CHOICES", {}).get(",".join(modules))
        if named:
            return tr.gettext(named)
    return " + ".join(tr.gettext(module_title(m)) for m in modules) if modules else tr.gettext(N_("none"))


def edition_label(edition: str, players: str, lang: str) -> str:
    """The lobby's edition choice with its player counts: the edition's `Module.lobby_label`, else its title."""
    tr = translator(lang)
    module = MODULES.get(EDITIONS.get(edition, (edition,))[0])
    if module is not None and module.lobby_label:
        return tr.gettext(module.lobby_label, players=players)
    return tr.gettext(N_("{edition}, {players} players"), edition=tr.gettext(module_title(edition)), players=players)


class LobbyRefusal(Exception):
    """What the lobby may not create: a message id and its arguments; arguments in `names` are
    themselves message ids (edition and module names), translated with the message."""

    def __init__(self, msgid: str, names: tuple[str, ...] = (), **params: Any) -> None:
        super().__init__(msgid.format(**params))
        self.msgid, self.params, self.names = msgid, params, names

    def text(self, lang: str) -> str:
        tr = translator(lang)
        return tr.gettext(self.msgid, **{k: tr.gettext(v) if k in self.names else v for k, v in self.params.items()})


def _module_problem(edition: str, modules: tuple[str, ...]) -> LobbyRefusal | None:
    """Why these modules cannot be played with the edition (their `requires`), in words."""
    if ruleset_problem(edition, modules) is None:
        return None
    names = EDITIONS.get(edition, ())
    for m in modules:
        if m not in MODULES:
            return LobbyRefusal(N_("unknown module {module}; one of: {known}"), module=repr(m[:30]),
                                known=", ".join(x for x in MODULES if x not in EDITIONS))
        if m in PLANNED:  # registered, refused to players until its rules are complete: its reason
            return LobbyRefusal(N_("{module} is not available yet: {why}"), names=("module",), module=module_title(m),
                                why=PLANNED[m])
        missing = [r for r in MODULES[m].requires if r not in names]
        needed_editions = [r for r in missing if r in EDITIONS]
        if needed_editions:
            return LobbyRefusal(N_("{module} is played only with {edition}"), names=("module", "edition"),
                                module=module_title(m), edition=module_title(needed_editions[0]))
        if missing:
            return LobbyRefusal(N_("{module} is played only with {other}"), names=("module", "other"),
                                module=module_title(m), other=module_title(missing[0]))
        names = names + (m,)
    return LobbyRefusal(N_("these modules cannot be played together: {modules}"), modules=", ".join(modules))


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
    from landsraad.rules.ruleset import declared_options
    from landsraad.rules.state import GameConfig

    mine = {o.name for m in module_parts(edition, modules) for o in m.options}
    seats = {n: ruleset_for(GameConfig(edition=edition, modules=modules, players=n)).seats
             for n in player_counts(edition, modules)} if mine else {}
    return {name: [n for n, plan in seats.items() if name in mine and o.enabled_at(plan)]
            for name, o in declared_options().items()}


def served_counts(edition: str, modules: tuple[str, ...], values: dict[str, Any] | None) -> dict[str, list[int]]:
    """Per server value (`serve --<option>`), the player counts whose table takes it when the lobby's
    field is left empty: the field is open there (option_counts) and the value fits the table
    (`ConfigOption.fits`, U735: two Rival cards fit the solo table, not the two-player one)."""
    from landsraad.rules.ruleset import declared_options
    from landsraad.rules.state import GameConfig

    declared = declared_options()
    open_at = option_counts(edition, modules) if values else {}
    return {name: [n for n in open_at.get(name, [])
                   if declared[name].fits(GameConfig(edition=edition, modules=modules, players=n), v)]
            for name, v in (values or {}).items() if name in declared}


def unfit_options(values: dict[str, Any]) -> list[str]:
    """The server's option values (`serve --<option>`) that fit no table this server offers (any
    playable edition, no module choice, any player count): such a value would never be used, so
    `serve` refuses it at start (a typo in `--rivals` would otherwise leave every game at random)."""
    from landsraad.core.constants import EDITIONS
    from landsraad.rules.ruleset import known_editions

    offered: dict[str, set[int]] = {name: set() for name in values}
    for edition in known_editions():
        if edition in EDITIONS:
            for name, counts in served_counts(edition, (), values).items():
                offered[name].update(counts)
    return [name for name, counts in offered.items() if not counts]


def option_fields(lang: str, values: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """The lobby's field of each declared option, in `lang` (lobby.js builds them): its name, label,
    help, placeholder, suggestions and the server's value for it (`serve --<option>`) as typed."""
    from landsraad.rules.ruleset import declared_options

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
                            edition=module_title(edition), players=players_text(counts[0], counts[-1], counts))
    if difficulty is not None and players not in solo_counts(edition, modules):
        return LobbyRefusal(N_("the Rivals' difficulty is for a solo game (1 player) against two Rivals"))
    return None


def lobby_offer(edition: str, lang: str, served: dict[str, Any] | None = None) -> dict[str, Any]:
    """An edition's choices for the lobby page: its label, and per module choice the player counts
    it allows and the solo counts, or the reason it is greyed (in `lang`); with the server's option
    values (`serve --<option>`), the counts whose table takes each (served_counts)."""
    tr = translator(lang)
    counts = player_counts(edition)
    modules: dict[str, Any] = {}
    for value, mods in module_choices().items():
        name = choice_name(mods, lang)
        problem = _module_problem(edition, mods)
        if problem is not None:
            modules[value] = {"name": name, "reason": problem.text(lang)}
            continue
        counts_here = player_counts(edition, mods)
        modules[value] = {"name": name, "players": counts_here,
                          "solo": solo_counts(edition, mods), "options": option_counts(edition, mods),
                          "served": served_counts(edition, mods, served)}
        roles = seat_roles(mods, max(counts_here), lang) if counts_here else None
        if roles:  # a team game: each seat row's team colour and role (Commanders and Allies: 002)
            modules[value]["seats"] = roles
    return {"name": tr.gettext(module_title(edition)),
            "label": edition_label(edition, players_text(counts[0], counts[-1], counts), lang),
            "players": counts, "modules": modules,
            # each count's table in words ("2": "with House Hagal" on the base game, U738)
            "count_words": edition_counts_words(edition, lang),
            # the reason a greyed player count gives (the edition's own range)
            "players_reason": tr.gettext(N_("{edition} is played here by {players} players"),
                                         edition=tr.gettext(module_title(edition)),
                                         players=players_text(counts[0], counts[-1], counts)),
            "solo_reason": tr.gettext(N_("the Rivals' difficulty is for a solo game (1 player) against two Rivals"))}


def rules_text(config: dict[str, Any], lang: str) -> str:
    """A stored game's edition and modules, in words (the lobby's list of games)."""
    tr = translator(lang)
    edition = str(config.get("edition") or "base")
    parts = [tr.gettext(module_title(edition))]
    parts += [tr.gettext(module_title(str(m))) for m in config.get("modules") or ()]
    return " + ".join(parts)
