"""Prints the attention time of each cost report (JSON) named on the command
line, per layer (the reports' tensor_cast.attention rows over their count),
and for a REPORT:MEASURED argument whether it is within 10% of the measured
microseconds; then the ratio of the last report's to the first's."""
import json
import sys

times = []
for arg in sys.argv[1:]:
    path, _, measured = arg.partition(":")
    rows = [r for r in json.load(open(path))["ops"] if r["op"] == "tensor_cast.attention"]
    time = sum(r["time_us"] for r in rows) / sum(r["count"] for r in rows)
    times.append(time)
    line = "%s: attention %.1f us" % (path.rsplit("/", 1)[-1], time)
    if measured:
        error = time / float(measured) - 1
        line += ", measured %s: %s" % (measured, "within 10%" if abs(error) <= 0.1
                                       else "off by %+.0f%%" % (100 * error))
    print(line)
if len(times) > 1:
    print("from the first to the last: x%.2f" % (times[-1] / times[0]))
