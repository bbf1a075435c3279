#!/usr/bin/env python3
"""Every public item of the crate has a runnable example in its own docs.

Reads the rustdoc JSON of the crate (all features), built by `.ci/run` with
`cargo +nightly rustdoc --lib --all-features -- -Z unstable-options --output-format json`, and lists
the public functions, structs, enums, traits, constants, statics and type aliases, and the
methods that public traits declare, whose doc comment holds no code block (a doctest). Exits 1
when there is any.

Not counted: trait-impl methods (their docs are the trait's), fields, variants, associated
constants and types, modules (each module's docs open with prose and point to the items),
re-exports, and the traits that are public only inside private modules: the `Sealed`
supertraits, and `OwnBuffer` (the stream layer's hooks into the GCM decryptor, which
`Crypter`'s hidden `own_buffer` returns; documented on the decryptor's inherent methods).

Usage: .ci/doc-examples.py PATH/TO/aes_engine.json
"""
import json
import sys

KINDS = {"function", "struct", "enum", "trait", "constant", "static", "type_alias", "union"}


def main(path: str) -> int:
    with open(path) as f:
        doc = json.load(f)
    index = doc["index"]

    def kind_of(item):
        inner = item.get("inner")
        return next(iter(inner)) if isinstance(inner, dict) else inner

    unnameable = {"Sealed", "OwnBuffer"}
    ours = [i for i in index.values() if i.get("crate_id") == 0 and i.get("name") not in unnameable]
    public = [i for i in ours if i.get("visibility") == "public" and kind_of(i) in KINDS]
    # The methods a public trait declares (their visibility is "default", like impl items').
    for trait in [i for i in public if kind_of(i) == "trait"]:
        for child in trait["inner"]["trait"]["items"]:
            item = index.get(str(child))
            if item is not None and kind_of(item) == "function":
                public.append(item)
    missing = []
    for item in public:
        if "```" not in (item.get("docs") or ""):
            span = item.get("span") or {}
            where = f"{span.get('filename', '?')}:{span.get('begin', [0])[0]}"
            missing.append(f"{where}: {kind_of(item)} {item.get('name')}")
    for line in sorted(missing):
        print(f"no example: {line}")
    print(f"public items with a runnable example: {len(public) - len(missing)} of {len(public)}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
