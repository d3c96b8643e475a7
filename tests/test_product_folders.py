"""Issue 27, "a product is one folder": each product's component files (YAML, names files) are in its
own folder (modules/<product>/content/), the loaders find them through the folder the product
registered (content/products.py), content/ holds no product's file, and the package data ships them."""

from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

import pytest

from landsraad.content import load_content
from landsraad.content.loader import load_cards
from landsraad.content.names import load_names
from landsraad.content.products import PRODUCT_FOLDERS, product_folder, register_product_folder
from landsraad.core.errors import ContentError

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "landsraad"


@pytest.mark.parametrize("product", ["base", "uprising", "immortality", "choam"])
def test_each_product_registers_its_own_folder(product: str) -> None:
    folder = product_folder(product)
    assert folder == PACKAGE / "modules" / product / "content"
    assert list(folder.glob("names.*.yaml")), product  # its names files are there too


def test_content_holds_no_product_file() -> None:
    """The core's content/ is the loader only: no YAML, no folder named for a product."""
    assert not list((PACKAGE / "content").rglob("*.yaml"))
    assert not [p for p in (PACKAGE / "content").iterdir() if p.is_dir() and p.name != "__pycache__"]


def test_the_editions_load_from_their_folders() -> None:
    assert {c.product for c in load_content("base").cards.values()} == {"base"}
    assert load_content("uprising").contracts  # contracts.yaml in Uprising's folder
    assert load_names("choam", "es")["cards"]  # CHOAM's names files, in its folder


def test_an_unknown_product_is_refused_clearly() -> None:
    assert product_folder("no_such_product") is None
    assert load_names("no_such_product", "es") == {}
    with pytest.raises(ContentError, match="no card files"):
        load_cards("no_such_product")


def test_a_product_cannot_move_its_folder_once_registered(tmp_path: Path) -> None:
    before = dict(PRODUCT_FOLDERS)
    with pytest.raises(ContentError, match="already has its files"):
        register_product_folder("base", tmp_path)
    assert register_product_folder("base", before["base"]) == before["base"]  # the same folder again is fine
    assert PRODUCT_FOLDERS == before


def test_the_package_data_ships_every_data_file() -> None:
    """pyproject.toml's package-data names every YAML file under landsraad/ (a wheel or a
    non-editable install would otherwise lose a product's components)."""
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    missing = []
    for path in PACKAGE.rglob("*.yaml"):
        rel = path.relative_to(ROOT)
        covered = False
        for pkg, patterns in data.items():
            base = Path(*pkg.split("."))
            if base in rel.parents:
                inner = rel.relative_to(base).as_posix()
                covered = covered or any(fnmatch.fnmatch(inner, p) and inner.count("/") == p.count("/")
                                         for p in patterns)
        if not covered:
            missing.append(str(rel))
    assert not missing
