// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {Test} from "../utils/Test.sol";

/// Drives FLASK's delayed admin and its minters: the admin grants and revokes MINTER_ROLE and
/// begins, cancels and (through the new admin) accepts a hand-over, early or on time; minters and
/// strangers mint, holders burn, strangers try the admin's powers, time moves. Every power is
/// checked against the handler's own record of who should hold it.
contract FlaskTokenHandler is Test {
    uint256 private constant ADMIN_DELAY = 2 days;

    FlaskToken public immutable flask;
    address[4] public accounts;
    bytes32 private immutable minterRole;

    address public admin;
    address public pendingAdmin;
    uint256 public pendingSince;
    mapping(address account => bool) public isMinter;
    uint256 public minted;
    uint256 public burned;
    /// A power used by an account the record says does not hold it.
    bool public powerWithoutRole;
    /// A hand-over accepted before the 2-day delay, or an admin the record does not know.
    bool public adminTakenEarly;

    constructor(FlaskToken flask_, address admin_) {
        flask = flask_;
        admin = admin_;
        minterRole = flask_.MINTER_ROLE();
        accounts = [admin_, makeAddr("next admin"), makeAddr("minter"), makeAddr("stranger")];
    }

    function accountCount() external pure returns (uint256) {
        return 4;
    }

    function setMinter(uint256 accountSeed, bool allowed, uint256 callerSeed) external {
        address account = accounts[accountSeed % 4];
        address caller = callerSeed % 4 == 0 ? accounts[3] : admin; // a stranger now and then
        vm.prank(caller);
        if (allowed) {
            try flask.grantRole(minterRole, account) {
                if (caller != admin) powerWithoutRole = true;
                isMinter[account] = true;
            } catch {}
        } else {
            try flask.revokeRole(minterRole, account) {
                if (caller != admin) powerWithoutRole = true;
                isMinter[account] = false;
            } catch {}
        }
    }

    function mint(uint256 callerSeed, uint256 amount) external {
        address caller = accounts[callerSeed % 4];
        amount = bound(amount, 0, 1e27);
        vm.prank(caller);
        try flask.mint(caller, amount) {
            if (!isMinter[caller]) powerWithoutRole = true;
            minted += amount;
        } catch {}
    }

    function burn(uint256 callerSeed, uint256 amount) external {
        address caller = accounts[callerSeed % 4];
        amount = bound(amount, 0, flask.balanceOf(caller));
        vm.prank(caller);
        flask.burn(amount);
        burned += amount;
    }

    /// The admin begins a hand-over to any account; one time in four a non-admin tries.
    function beginHandover(uint256 accountSeed, uint256 callerSeed) external {
        address next = accounts[accountSeed % 4];
        address caller = callerSeed % 4 == 0 ? accounts[(callerSeed >> 2) % 4] : admin;
        vm.prank(caller);
        try flask.beginDefaultAdminTransfer(next) {
            if (caller != admin) powerWithoutRole = true;
            pendingAdmin = next;
            pendingSince = block.timestamp;
        } catch {}
    }

    function cancelHandover() external {
        vm.prank(admin);
        flask.cancelDefaultAdminTransfer();
        pendingAdmin = address(0);
    }

    /// The pending admin accepts, whenever the fuzzer calls it (often before the delay).
    function acceptHandover(uint256 callerSeed) external {
        address caller = callerSeed % 2 == 0 && pendingAdmin != address(0) ? pendingAdmin : accounts[callerSeed % 4];
        vm.prank(caller);
        try flask.acceptDefaultAdminTransfer() {
            if (caller != pendingAdmin || block.timestamp < pendingSince + ADMIN_DELAY) adminTakenEarly = true;
            admin = caller;
            pendingAdmin = address(0);
        } catch {}
    }

    /// Granting the admin role directly is always refused.
    function grantAdminRole(uint256 accountSeed) external {
        bytes32 adminRole = flask.DEFAULT_ADMIN_ROLE();
        vm.prank(admin);
        try flask.grantRole(adminRole, accounts[accountSeed % 4]) {
            adminTakenEarly = true;
        } catch {}
    }

    function wait(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 1, 3 days));
    }
}

contract FlaskTokenInvariantTest is Test {
    FlaskToken internal flask;
    FlaskTokenHandler internal handler;

    function setUp() public {
        address admin = makeAddr("admin");
        flask = new FlaskToken(admin);
        handler = new FlaskTokenHandler(flask, admin);
        targetContract(address(handler));
    }

    function invariant_supplyIsMintedLessBurnedWithinTheCap() public view {
        assertEq(flask.totalSupply(), handler.minted() - handler.burned(), "supply = minted - burned");
        assertEq(flask.totalBurned(), handler.burned(), "totalBurned = burned");
        assertLe(flask.totalSupply(), flask.MAX_SUPPLY(), "cap");
    }

    /// Only minters mint, only the admin grants; the admin changes only by a hand-over accepted by
    /// the account it named, at least 2 days after it began.
    function invariant_powersFollowTheRoles() public view {
        assertTrue(!handler.powerWithoutRole(), "a power used without its role");
        assertTrue(!handler.adminTakenEarly(), "admin taken early, directly, or by another account");
        assertEq(flask.defaultAdmin(), handler.admin(), "admin = the record's");
        for (uint256 i; i < handler.accountCount(); ++i) {
            address account = handler.accounts(i);
            assertEq(flask.hasRole(flask.MINTER_ROLE(), account), handler.isMinter(account), "minters = the record's");
        }
    }
}
