"""Checks tc-plan's JSON against the contract and against the commands it
prints.

  check_plan.py keys PLAN.json
      The keys tools outside the repository read, on every point and on
      `best`; an expert exchange exactly where there is expert or attention
      data parallelism, the one its commands write (the data-parallel
      groups' gathered tokens are tc-gen's default: no flag), and
      --attention-dp exactly where there are groups; `pareto` indexes points
      that fit.
  check_plan.py exchanges PLAN.json
      Per expert-parallel layout and batch, the exchanges swept.
  check_plan.py agree PLAN.json BIN_DIR N
      Runs the commands of the best point and of N others spread over the
      sweep, and the first of each expert exchange (tc-gen | tc-opt ...
      --tc-cost-report, in a shell, from BIN_DIR)
      and checks that their step times are the planner's TTFT (the prefill
      chunks added up) and decode step, and that with its iteration_command
      (a decode iteration that also runs a prefill: its step time, its
      attention replaced by the decode step's and the prefill's, and at least
      the host's launches) they give
      its TPOT, to 1e-7 (the cost report prints 9 digits); and for how many
      of those iterations the host's launches take longer than the kernels.
  check_plan.py axes PLAN.json CHART.svg
      Where the chart's axes end (their last tick) against the largest
      speed per user and throughput per GPU among the points that fit.
  check_plan.py devices PLAN.json
      Several devices in one plan: each point's device and its commands, each
      device's best point and front.
  check_plan.py fits PLAN.json TP
      Prints, for the points of tensor-parallel size TP, whether they fit.
"""
import json, os, subprocess, sys

KEYS = ["tp", "attention_dp", "ep", "expert_exchange", "replicas", "sequence_parallel", "quant", "batch",
        "ttft_ms", "tpot_ms", "tokens_per_s_per_gpu", "tokens_per_s_per_user",
        "memory_gb_per_gpu", "fits", "commands", "batch_searched", "kv_cache_tokens_per_gpu"]


def keys(plan):
    for point in plan["points"] + ([plan["best"]] if plan["best"] else []):
        missing = [k for k in KEYS if k not in point]
        assert not missing, missing
        assert len(point["commands"]) >= 2
        assert "--tc-cost-report='format=json out=-" in point["commands"][-1]
        assert "--decode" in point["commands"][-1]
        # The exchange: none without expert parallelism, else the one every
        # command writes.
        exchange, groups = point["expert_exchange"], point["attention_dp"]
        assert (exchange is None) == (point["ep"] == 1 and groups == 1), point
        assert groups == 1 or exchange in ("all-gather", "all-to-all"), point
        flagged = exchange if exchange != "all-gather" else None
        for command in point["commands"]:
            assert (flagged is None) == ("--expert-exchange" not in command), command
            assert flagged is None or "--expert-exchange=%s " % flagged in command, command
            assert (groups == 1) == ("--attention-dp" not in command), command
            assert groups == 1 or "--attention-dp=%d " % groups in command, command
    for i in plan["pareto"]:
        assert plan["points"][i]["fits"], i
    print("keys: %d points, best %s, %d on the front" % (
        len(plan["points"]), "set" if plan["best"] else "null",
        len(plan["pareto"])))


def report(command, bindir):
    env = dict(os.environ, PATH=bindir + os.pathsep + os.environ["PATH"])
    out = subprocess.run(command, shell=True, env=env, check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def step_ms(rep):
    return rep["total"]["step_time_us"] / 1e3


def iteration_ms(rep):
    """A serving engine's iteration running the report's program: its step
    and, on more than one rank, the device's iteration sync."""
    sync = rep["device"].get("iteration_sync_us", 0.0) if rep["world_size"] > 1 else 0.0
    return step_ms(rep) + sync / 1e3


def attention_ms(rep):
    return sum(r["time_us"] for r in rep["ops"] if r["op"] == "tensor_cast.attention") / 1e3


def host_ms(rep):
    """The host's launches: every kernel, one launch apart, outside a graph."""
    total = rep["total"]
    return 0.0 if total["cuda_graphs"] else (
        total["kernels"] * rep["device"]["launch_overhead_us"] / 1e3)


def tpot_ms(plan, point, prefills, decode, bindir):
    """TPOT from the commands: the decode step plus a group's batch / output tokens of
    what a decode iteration that also runs a prefill adds to it; and whether
    the host's launches of that iteration take longer than its kernels."""
    host_bound = False
    if not point.get("iteration_command"):
        added = sum(iteration_ms(p) for p in prefills)
    else:
        joint = report(point["iteration_command"], bindir)
        gpu = (step_ms(joint) - attention_ms(joint) + attention_ms(decode)
               + sum(attention_ms(p) for p in prefills))
        iteration = max(gpu, host_ms(joint))
        host_bound = host_ms(joint) > joint["total"]["time_us"] / 1e3
        added = max(0.0, iteration - step_ms(decode))
    # Each attention data-parallel group runs its own requests' prefills, the
    # groups' side by side.
    per_group = point["batch"] / point["attention_dp"]
    return iteration_ms(decode) + added * per_group / plan["output_tokens"], host_bound


def mtp_tpot_ms(plan, point, prefills, decode, bindir):
    """An MTP point's TPOT from its commands: the verifying step and k draft
    steps over the tokens a step yields (1 + a + ... + a^k), plus the
    prefills' share as the point without MTP (its decode command without
    --mtp) has it."""
    k, accept = point["mtp"], plan["mtp_accept"]
    tokens = sum(accept ** i for i in range(k + 1))
    assert abs(tokens - point["tokens_per_step"]) < 1e-9, (tokens, point["tokens_per_step"])
    plain = report(point["commands"][-1].replace(" --mtp=%d" % k, ""), bindir)
    plain_tpot, host_bound = tpot_ms(plan, point, prefills, plain, bindir)
    draft = report(point["mtp_draft_command"], bindir)
    step = iteration_ms(decode) + k * step_ms(draft)
    return step / tokens + plain_tpot - iteration_ms(plain), host_bound


def agree(plan, bindir, count):
    points = plan["points"]
    chosen = [plan["best_index"]] + [
        round(i * (len(points) - 1) / max(1, count - 1)) for i in range(count)]
    # and the first point of each exchange, and of MTP, whatever the spread
    # picked
    for exchange in ("all-reduce", "all-to-all", "all-gather"):
        chosen += [i for i, p in enumerate(points) if p["expert_exchange"] == exchange][:1]
    chosen += [i for i, p in enumerate(points) if p.get("mtp")][:1]
    chosen += [i for i, p in enumerate(points) if p.get("mode") == "disaggregated"][:2]
    worst, host_bound = 0.0, 0
    for i in sorted(set(chosen)):
        point = points[i]
        prefills = [report(c, bindir) for c in point["commands"][:-1]]
        decode = report(point["commands"][-1], bindir)
        step = iteration_ms(decode)
        if point.get("mtp"):
            step += point["mtp"] * step_ms(report(point["mtp_draft_command"], bindir))
        ttft = sum(iteration_ms(p) for p in prefills)
        if point.get("mode") == "disaggregated":
            # the decode step alone; the prefill workers' prefill and the
            # KV cache's transfer
            tpot = step / point["tokens_per_step"]
            ttft += point["kv_transfer_ms"]
        else:
            measure = mtp_tpot_ms if point.get("mtp") else tpot_ms
            tpot, on_host = measure(plan, point, prefills, decode, bindir)
            host_bound += on_host
        for mine, theirs in ((point["ttft_ms"], ttft),
                             (point["decode_step_ms"], step),
                             (point["tpot_ms"], tpot)):
            worst = max(worst, abs(mine - theirs) / theirs)
    print("agree: %d points, max relative difference %.1e: %s; %d host-bound" % (
        len(set(chosen)), worst, "OK" if worst < 1e-7 else "DIFFERENT", host_bound))


def exchanges(plan):
    """Per layout with expert parallelism alone, and per layout with attention
    data parallelism (one rank a group and whole experts: DeepEP's layout,
    or not), the exchanges swept."""
    swept = {}
    for p in plan["points"]:
        if p["ep"] > 1 or p["attention_dp"] > 1:
            key = (p["tp"], p["attention_dp"], p["ep"], p["sequence_parallel"],
                   p["quant"], p["batch"])
            swept.setdefault(key, []).append(p["expert_exchange"])
    for kind in ("expert-parallel", "deepep", "data-parallel"):
        mine = {k: v for k, v in swept.items()
                if kind == ("expert-parallel" if k[1] == 1 else
                            "deepep" if k[0] == 1 and k[2] == k[1] else "data-parallel")}
        kinds = sorted(set(tuple(sorted(v)) for v in mine.values()))
        print("exchanges: %d %s points, each swept over %s" % (len(mine), kind, kinds))


def axes(plan, svg):
    import re
    text = open(svg).read()
    x = max(float(t) for t in re.findall(r"text-anchor='middle'>([0-9.e+]+)</text>", text))
    y = max(float(t) for t in re.findall(r"text-anchor='end'>([0-9.e+]+)</text>", text))
    fit = [p for p in plan["points"] if p["fits"]]
    print("axes end at %.2f and %.2f of the data" % (
        x / max(p["tokens_per_s_per_user"] for p in fit),
        y / max(p["tokens_per_s_per_gpu"] for p in fit)))


def devices(plan):
    """Each point on one of the plan's devices, its commands costing it
    there; each device's best the most tokens/s per GPU of its own points
    that meet the targets; the fronts each of one device's points."""
    names = [d["device"] for d in plan["devices"]]
    points = plan["points"]
    for p in points:
        assert p["device"] in names, p["device"]
        commands = p["commands"] + ([p["iteration_command"]] if p["iteration_command"] else [])
        for c in commands:
            assert ("device=%s'" % p["device"] in c) == (p["device"] != "h100"), c
    for d in plan["devices"]:
        own = [i for i, p in enumerate(points) if p["device"] == d["device"]]
        meets = [i for i in own if points[i]["meets_targets"]]
        best = max(meets, key=lambda i: points[i]["tokens_per_s_per_gpu"]) if meets else -1
        assert d["best_index"] == best, (d, best)
        front = [i for i in plan["pareto"] if points[i]["device"] == d["device"]]
        print("device %s (%s, %g GB): %d points, best %s, %d on its front" % (
            d["device"], d["device_name"], d["capacity_gb"], len(own),
            "set" if best >= 0 else "none", len(front)))
    best = plan["best_index"]
    assert best == max((d["best_index"] for d in plan["devices"] if d["best_index"] >= 0),
                       key=lambda i: points[i]["tokens_per_s_per_gpu"], default=-1)
    print("best overall on %s" % points[best]["device"] if best >= 0 else "no best")


def fits(plan, tp):
    verdicts = sorted(set(p["fits"] for p in plan["points"] if p["tp"] == tp))
    print("TP %d fits: %s" % (tp, verdicts))


if __name__ == "__main__":
    plan = json.load(open(sys.argv[2]))
    if sys.argv[1] == "keys":
        keys(plan)
    elif sys.argv[1] == "axes":
        axes(plan, sys.argv[3])
    elif sys.argv[1] == "exchanges":
        exchanges(plan)
    elif sys.argv[1] == "devices":
        devices(plan)
    elif sys.argv[1] == "agree":
        agree(plan, sys.argv[3], int(sys.argv[4]))
    else:
        fits(plan, int(sys.argv[3]))
