"""Integer parameters checked through `_checks.check_count`: booleans and floats are refused by
name (they used to pass `isinstance(x, int)`, or to be tested by hand beside `_checks`)."""

from __future__ import annotations

from typing import Any

import pytest

from uselessdetect.chat import ChatClient
from uselessdetect.exceptions import ConfigurationError
from uselessdetect.fit import KFitter, OnlineKFitter
from uselessdetect.fit._params import check_params


@pytest.mark.parametrize("value", [True, 2.0, "2", 0])
def test_need_is_an_integer_not_a_bool(value: Any) -> None:
    with pytest.raises(ConfigurationError, match="need"):
        check_params(KFitter(need=value))  # KFitter checks in fit, through check_params
    with pytest.raises(ConfigurationError, match="need"):
        OnlineKFitter(need=value)


@pytest.mark.parametrize("value", [True, 9.0])
def test_online_window_is_an_integer(value: Any) -> None:
    with pytest.raises(ConfigurationError, match="window"):
        OnlineKFitter(window=value)


@pytest.mark.parametrize(("param", "value"), [("concurrency", True), ("retries", False)])
def test_chat_client_counts(param: str, value: Any) -> None:
    with pytest.raises(ConfigurationError, match=param):
        ChatClient(model="m", base_url="http://127.0.0.1:9/v1", **{param: value})
