"""scripts/calibrate.py --check on a made-up calibration folder (argv[2],
named h200_sxm so that its data sheet is devices/h200-datasheet.json): a
device fitted to the folder over that sheet by these scripts passes; one
whose sheet differs (a copy naming another MLA head tile), or whose tables
differ, fails and says which."""
import json
import os
import shutil
import subprocess
import sys

ROOT, folder = sys.argv[1], sys.argv[2]
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import calibrate  # noqa: E402

os.makedirs(folder, exist_ok=True)
for name in calibrate.FITTED_TABLES + ("e2e_model.csv",):
    with open(os.path.join(folder, name), "w") as f:
        f.write("made,up\n1,2\n")
device = os.path.join(folder, "device.json")
with open(device, "w") as f:
    json.dump({"fitted_from": calibrate.fingerprint(folder)}, f)
sheet = os.path.join(folder, "sheet.json")
with open(calibrate.datasheet_path(folder)) as f:
    changed = json.load(f)
changed["mla_decode_head_tile"] = 32
with open(sheet, "w") as f:
    json.dump(changed, f)


def check(*extra):
    run = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "calibrate.py"), folder,
                          "--check", device] + list(extra), capture_output=True, text=True)
    print("exit %d: %s" % (run.returncode, (run.stdout + run.stderr).strip()))


check()
check("--datasheet", sheet)
with open(os.path.join(folder, "moe.csv"), "a") as f:
    f.write("3,4\n")
check()
