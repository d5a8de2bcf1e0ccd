"""The in-game rules reference shows our rulings from docs/rules/meatbot.md."""

from game.games.meatbot.ui.scenes.rules_text import RULINGS_FILE, ruling_paragraphs, sections


def test_given_the_rulings_page_when_the_reference_is_built_then_it_has_every_bullet():
    bullets = [line for line in RULINGS_FILE.read_text(encoding="utf-8").splitlines()
               if line.startswith("- ")]
    page = next(s for s in sections() if s.title == "Our rulings")
    assert len(bullets) > 10
    assert sum(1 for p in page.paragraphs if not p.isupper()) == len(bullets)
    assert all("**" not in p for p in page.paragraphs)


def test_given_a_bullet_spanning_lines_then_it_becomes_one_paragraph(tmp_path):
    doc = tmp_path / "rulings.md"
    doc.write_text("# Title\n\n## Movement\n- **Ties.** Bots alternate\n  one hex at a time.\n")
    assert ruling_paragraphs(doc) == ("MOVEMENT", "Ties. Bots alternate one hex at a time.")


def test_given_no_rulings_file_then_the_reference_says_so_instead_of_crashing(tmp_path):
    (only,) = ruling_paragraphs(tmp_path / "missing.md")
    assert "missing.md" in only
