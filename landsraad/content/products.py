"""Where each product's component files are: its own folder (issue 27, "a product is one folder").

A product (an edition's first module, or a module that adds components: Immortality, CHOAM)
registers the folder of its YAML and names files when its package is imported
(`register_product_folder`, e.g. modules/base/__init__.py). The loaders ask `product_folder`
for an edition's or product's files, so content/ names no product and a new one needs no edit here.
"""

from __future__ import annotations

from pathlib import Path

from landsraad.core.errors import ContentError

PRODUCT_FOLDERS: dict[str, Path] = {}


def register_product_folder(product: str, folder: Path) -> Path:
    """Record that `product`'s component files are in `folder` (once; the same folder again is fine)."""
    known = PRODUCT_FOLDERS.get(product)
    if known is not None and known != folder:
        raise ContentError(f"product {product!r} already has its files in {known}, not {folder}")
    PRODUCT_FOLDERS[product] = folder
    return folder


def product_folder(product: str) -> Path | None:
    """The folder of a product's files, None when no product of that name registered one. The shipped
    products register theirs on import, and importing any part of landsraad imports them first
    (landsraad/__init__.py), so content/ never imports a module: imports point downward only."""
    return PRODUCT_FOLDERS.get(product)
