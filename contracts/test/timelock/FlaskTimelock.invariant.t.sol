// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskTimelock} from "../../src/timelock/FlaskTimelock.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {Test} from "../utils/Test.sol";

/// The timelock as FLASK's admin (as after the hand-over): the proposer schedules grants and
/// revocations of MINTER_ROLE and changes of the delay, with delays around the minimum; the
/// executor executes them, early or on time; the proposer cancels; a stranger tries each of these
/// and the admin's powers directly; time moves. Checked against the handler's own record.
contract TimelockHandler is Test {
    struct Operation {
        address target;
        bytes data;
        bytes32 salt;
        uint256 readyAt;
        bool done;
        bool cancelled;
    }

    FlaskTimelock public immutable timelock;
    FlaskToken public immutable flask;
    address public immutable proposer;
    address public immutable executor;
    address public immutable stranger;
    address[3] public accounts;

    Operation[] private _operations;
    uint256 public minDelay;
    mapping(address account => bool) public isMinter;
    /// An operation scheduled under the delay, run early, run twice or after its cancellation, or
    /// any power used by an account without its role.
    bool public ruleBroken;

    /// `minDelay_`: the delay the deploy asked for (the record starts there, not at what the
    /// timelock reports).
    constructor(FlaskTimelock timelock_, FlaskToken flask_, address proposer_, address executor_, uint256 minDelay_) {
        timelock = timelock_;
        flask = flask_;
        proposer = proposer_;
        executor = executor_;
        stranger = makeAddr("stranger");
        minDelay = minDelay_;
        accounts = [makeAddr("farm"), makeAddr("pool"), stranger];
    }

    function accountCount() external pure returns (uint256) {
        return 3;
    }

    /// kind 0/1: grant/revoke MINTER_ROLE to an account; 2: change the delay. The delay asked for
    /// is sometimes under the minimum (refused).
    function schedule(uint256 kind, uint256 accountSeed, uint256 delay, bool byStranger) external {
        address target = address(flask);
        bytes memory data;
        kind %= 3;
        if (kind == 2) {
            target = address(timelock);
            data = abi.encodeCall(timelock.updateDelay, (bound(accountSeed, 1 hours, 3 days)));
        } else {
            bytes32 role = flask.MINTER_ROLE();
            address account = accounts[accountSeed % 3];
            data = kind == 0 ? abi.encodeCall(flask.grantRole, (role, account)) : abi.encodeCall(flask.revokeRole, (role, account));
        }
        delay = bound(delay, minDelay > 1 hours ? minDelay - 1 hours : 0, minDelay + 2 days);
        bytes32 salt = bytes32(_operations.length);
        address caller = byStranger ? stranger : proposer;
        vm.prank(caller);
        try timelock.schedule(target, 0, data, bytes32(0), salt, delay) {
            if (caller != proposer || delay < minDelay) ruleBroken = true;
            _operations.push(Operation(target, data, salt, block.timestamp + delay, false, false));
        } catch {}
    }

    /// The executor, or now and then the proposer or a stranger (neither may execute).
    function execute(uint256 opSeed, uint256 callerSeed) external {
        if (_operations.length == 0) return;
        Operation storage op = _operations[opSeed % _operations.length];
        callerSeed %= 4;
        address caller = callerSeed == 0 ? stranger : callerSeed == 1 ? proposer : executor;
        vm.prank(caller);
        try timelock.execute(op.target, 0, op.data, bytes32(0), op.salt) {
            if (caller != executor || block.timestamp < op.readyAt || op.done || op.cancelled) ruleBroken = true;
            op.done = true;
            _apply(op.data);
        } catch {}
    }

    function cancel(uint256 opSeed, bool byStranger) external {
        if (_operations.length == 0) return;
        Operation storage op = _operations[opSeed % _operations.length];
        bytes32 id = timelock.hashOperation(op.target, 0, op.data, bytes32(0), op.salt);
        address caller = byStranger ? stranger : proposer;
        vm.prank(caller);
        try timelock.cancel(id) {
            if (caller != proposer || op.done) ruleBroken = true;
            op.cancelled = true;
        } catch {}
    }

    /// A stranger (or the proposer itself) tries the admin's powers without the timelock.
    function bypass(uint256 seed) external {
        address caller = seed % 2 == 0 ? stranger : proposer;
        bytes32 role = flask.MINTER_ROLE();
        vm.prank(caller);
        try flask.grantRole(role, caller) {
            ruleBroken = true;
        } catch {}
        vm.prank(caller);
        try timelock.updateDelay(0) {
            ruleBroken = true;
        } catch {}
    }

    function wait(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 1, 2 days));
    }

    function _apply(bytes memory data) private {
        bytes4 selector = bytes4(data);
        bytes memory args = new bytes(data.length - 4);
        for (uint256 i; i < args.length; ++i) {
            args[i] = data[i + 4];
        }
        if (selector == timelock.updateDelay.selector) {
            minDelay = abi.decode(args, (uint256));
        } else {
            (, address account) = abi.decode(args, (bytes32, address));
            isMinter[account] = selector == flask.grantRole.selector;
        }
    }
}

contract FlaskTimelockInvariantTest is Test {
    FlaskTimelock internal timelock;
    FlaskToken internal flask;
    TimelockHandler internal handler;

    function setUp() public {
        address proposer = makeAddr("proposer");
        address executor = makeAddr("executor");
        address[] memory proposers = new address[](1);
        proposers[0] = proposer;
        address[] memory executors = new address[](1);
        executors[0] = executor;
        timelock = new FlaskTimelock(1 days, proposers, executors, address(0));
        flask = new FlaskToken(address(timelock));
        handler = new TimelockHandler(timelock, flask, proposer, executor, 1 days);
        targetContract(address(handler));
    }

    /// Nothing runs before its delay, twice, after a cancel, or from an account without the role.
    function invariant_operationsRunOnlyAfterTheirDelay() public view {
        assertTrue(!handler.ruleBroken(), "an operation or power outside the timelock's rules");
    }

    /// FLASK's minters and the delay changed only through executed operations.
    function invariant_stateChangesOnlyThroughExecutedOperations() public view {
        assertEq(timelock.getMinDelay(), handler.minDelay(), "delay = the record's");
        for (uint256 i; i < handler.accountCount(); ++i) {
            address account = handler.accounts(i);
            assertEq(flask.hasRole(flask.MINTER_ROLE(), account), handler.isMinter(account), "minters = the record's");
        }
        assertEq(flask.defaultAdmin(), address(timelock), "the timelock stays FLASK's admin");
    }
}
