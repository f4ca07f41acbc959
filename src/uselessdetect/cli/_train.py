"""`uselessdetect train`: train the classifier and save it with its model card."""

from __future__ import annotations

from pathlib import Path

import click

from ..corpus import read_labeled
from ..detectors._classifier import ClassifierDetector
from ..io import Skipped, card_path
from ._common import echo_json, refuse_overwrite, user_errors


@click.command()
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option(
    "-o",
    "--output",
    required=True,
    type=click.Path(dir_okay=False),
    help="Model file to write (.joblib); its card NAME.card.json goes beside it.",
)
@click.option(
    "--seed",
    type=int,
    default=0,
    show_default=True,
    help="random_state: validation split and boosting.",
)
@click.option(
    "--validation-size",
    type=float,
    default=0.2,
    show_default=True,
    help="Share of questions held out to choose the cut-off.",
)
@click.option(
    "--min-useful-recall",
    type=float,
    default=0.95,
    show_default=True,
    help="Share of useful validation results the cut-off keeps judged useful.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the model card as JSON.")
@user_errors
def train(
    files: tuple[str, ...],
    output: str,
    seed: int,
    validation_size: float,
    min_useful_recall: float,
    as_json: bool,
) -> None:
    """Train the classifier on labeled samples (or episodes with per-step labels).

    The cut-off is chosen on a validation split of the questions; the model card records
    versions, parameters, the training data digest, validation metrics per kind and the
    model file's sha256.

    \b
    Examples:
      uselessdetect train hp.jsonl fever.jsonl real.jsonl -o models/classifier.joblib
      uselessdetect train samples.jsonl -o mine.joblib --seed 1 --json
    """
    refuse_overwrite(output, *files)
    refuse_overwrite(card_path(output), *files, output_flag="-o (its card)")
    skipped = Skipped()
    samples = [s for f in files for s in read_labeled(f, labeled_only=True, skipped=skipped)]
    if skipped:
        click.echo(f"{skipped.summary('items')} (not trained on)", err=True)
    if not samples:
        raise click.ClickException("no labeled sample in " + ", ".join(files))
    click.echo(f"training on {len(samples)} samples …", err=True)
    det = ClassifierDetector(
        random_state=seed, validation_size=validation_size, min_useful_recall=min_useful_recall
    ).fit(samples)
    card = det.save(output, training_files=[Path(f).name for f in files])
    click.echo(f"model → {output}, card → {card}", err=True)
    if as_json:
        import json

        echo_json(json.loads(Path(card).read_text(encoding="utf-8")))
        return
    v = det.validation_
    click.echo(
        f"validation: cut-off {v['cutoff']:.4f}, AUC {v['auc']:.4f}, useful recall "
        f"{v['useful_recall']:.1%}, useless recall {v['useless_recall']:.1%}"
    )
    for kind, e in v["per_kind"].items():
        click.echo(f"  {kind:<12} n={e['n']:<5} judged useless {e['useless_rate']:.1%}")
