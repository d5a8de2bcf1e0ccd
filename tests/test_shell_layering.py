"""The shared shell (game/ui) is layered without import circles at load time, and every
import it makes inside a function is a deliberate lazy one that says why (issue 31): a screen
or a game's heavy modules loaded only when chosen (start-up time), or a real cycle (the
navigator opens the title, which opens every screen through the navigator)."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.import_graph import circles, function_level, import_graph, unexplained_lazy_imports

ROOT = Path(__file__).resolve().parent.parent
SHELL = ROOT / "game" / "ui"


def test_the_shells_modules_import_one_another_without_circles_at_load_time():
    # given the shell's imports that run when a module loads (inside functions left out)
    graph = import_graph(SHELL, "game.ui", in_functions=False)
    # then no module needs, even indirectly, a module that needs it
    assert len(graph) > 50 and circles(graph) == []


def test_every_import_the_shell_makes_inside_a_function_says_why_it_is_lazy():
    # when the shell's function-level imports are read
    unexplained = unexplained_lazy_imports(SHELL)
    # then each carries a "# lazy: why" comment (the rest belong at the top of the module)
    assert unexplained == [], f"{len(unexplained)} without a '# lazy: why' comment"


def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    """A toy package ``toyui`` of ``files`` (name -> source) under ``tmp_path``."""
    package = tmp_path / "toyui"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    for name, source in files.items():
        (package / name).write_text(source, encoding="utf-8")
    return package


def test_the_checks_find_a_load_time_circle_and_an_unexplained_lazy_import(tmp_path):
    # given a title importing a menu that imports the title back, and a screen importing
    # the menu inside a function with no word on why
    package = _package(tmp_path, {
        "title.py": "from toyui.menu import Menu\n",
        "menu.py": "from toyui import title\nclass Menu: ...\n",
        "screen.py": "def show():\n    from toyui.menu import Menu\n    return Menu()\n",
    })
    # then the circle is named, and so is the lazy import
    assert circles(import_graph(package, "toyui", in_functions=False)) == [
        ["toyui.menu", "toyui.title"]]
    assert unexplained_lazy_imports(package) == [f"{(package / 'screen.py').as_posix()}:2"]


def test_a_lazy_import_led_by_its_reason_passes_and_a_bare_comment_does_not(tmp_path):
    # given a commented group of lazy imports, a trailing comment, and a comment giving no
    # reason
    package = _package(tmp_path, {
        "a.py": ("def f():\n    # lazy: the battle screens load when a match starts\n"
                 "    from toyui import b\n    from toyui import (\n        c,\n    )\n"
                 "    import toyui.d  # lazy: a screen loads when first opened\n"),
        "b.py": "def g():\n    # lazy:\n    import toyui.a\n",
        "c.py": "", "d.py": "",
    })
    # then only the import with no reason is named, and none of them is a load-time import
    assert unexplained_lazy_imports(package) == [f"{(package / 'b.py').as_posix()}:3"]
    assert import_graph(package, "toyui", in_functions=False)["toyui.a"] == set()
    assert len(function_level(ast.parse((package / "a.py").read_text()))) == 3
