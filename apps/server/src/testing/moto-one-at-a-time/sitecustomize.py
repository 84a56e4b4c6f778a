# Loaded by the Python that runs moto_server in the tests (PYTHONPATH, testing/moto-server.ts).
# moto checks If-None-Match and then stores, in a thread per request: two racing conditional writes
# can both pass the check. S3 decides them atomically; answering one request at a time makes moto
# do so too, so the tests see S3's behaviour (ADR 014).
import werkzeug.serving

_run_simple = werkzeug.serving.run_simple


def _one_request_at_a_time(*args, **kwargs):
    kwargs["threaded"] = False
    return _run_simple(*args, **kwargs)


werkzeug.serving.run_simple = _one_request_at_a_time
